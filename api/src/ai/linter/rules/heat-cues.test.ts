import { describe, expect, it } from "vitest";
import { lintContext } from "../lint-context.ts";
import { stew } from "../lint-fixtures.ts";
import { heatWithoutCue } from "./heat-cues.ts";

const cueless = (steps: string[], skillLevel: "iniciante" | "intermediario" | "avancado") =>
  heatWithoutCue(lintContext(stew({ instructions: steps, skillLevel }))).map((finding) => finding.at);

describe("the linter's signs of doneness on the stove", () => {
  it("flags a beginner's or an advanced cook's pan step that says neither how long nor until when", () => {
    const steps = ["Aqueça o óleo em fogo médio.", "Junte os tomates e refogue.", "Sirva."];
    expect(cueless(steps, "iniciante")).toEqual(["instructions[1]"]);
    expect(cueless(steps, "avancado")).toEqual(["instructions[1]"]);
    // "de vez em quando" is how often to stir, not when to stop.
    expect(cueless(["Cozinhe com o açúcar em fogo baixo, mexendo de vez em quando."], "iniciante")).toEqual([
      "instructions[0]",
    ]);
  });

  it("passes a time or a sign, and leaves an intermediário continuation step to the cook", () => {
    expect(cueless(["Junte os tomates e refogue até murchar, cerca de 3 minutos."], "iniciante")).toEqual([]);
    expect(cueless(["Cozinhe o macarrão conforme a embalagem e escorra."], "avancado")).toEqual([]);
    expect(cueless(["Doure a linguiça em camada fina, sem mexer, para formar crosta."], "avancado")).toEqual(
      [],
    );
    expect(cueless(["Junte os tomates e refogue."], "intermediario")).toEqual([]);
  });
});
