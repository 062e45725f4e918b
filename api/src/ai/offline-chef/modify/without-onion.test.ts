import { describe, expect, it } from "vitest";
import { generateOffline, modifyOffline } from "../index.ts";

const withoutOnion = (ingredients: string[], skillLevel: "iniciante" | "intermediario" | "avancado") =>
  modifyOffline({ recipe: generateOffline({ ingredients, skillLevel }), request: "sem cebola" }).instructions;

describe("a refogado without its onion", () => {
  it("browns the garlic left alone for a minute instead of waiting for it to wilt", () => {
    const hotDog = withoutOnion(["salsicha", "pão", "molho de tomate"], "intermediario");
    expect(hotDog[0]).toMatch(
      /^Aqueça o azeite em uma panela, .*refogue o alho por 1 minuto, sem deixar queimar\.$/,
    );
    const beginner = withoutOnion(["salsicha", "pão", "molho de tomate"], "iniciante").join(" ");
    expect(beginner).toMatch(/refogue o alho por 1 minuto, sem deixar queimar/);
    expect(withoutOnion(["frango", "batata"], "intermediario")).toContain(
      "Junte o alho à panela com o frango e refogue por 1 minuto, sem deixar queimar.",
    );
    expect(withoutOnion(["salsicha", "pão", "molho de tomate"], "avancado")[0]).toMatch(
      /sue o alho por 1 minuto, sem deixar dourar/,
    );
  });

  it("keeps the wilting for a vegetable that still wilts", () => {
    const steps = withoutOnion(["carne moída", "pimentão"], "intermediario").join(" ");
    expect(steps).not.toMatch(/alho (?:[^.]*)?até murchar/);
  });
});
