import { describe, expect, it } from "vitest";
import { codes, stew } from "../lint-fixtures.ts";

const claim = (description: string, skillLevel: "intermediario" | "avancado" = "avancado") =>
  codes(stew({ description, skillLevel })).filter((code) => code.startsWith("level_claim"));

describe("the linter's reading of the level against the description", () => {
  it("flags an avançado recipe that calls itself easy", () => {
    expect(
      claim("Massa batida no liquidificador com recheio de ervilha congelada, fácil e rendosa."),
    ).toEqual(["level_claim skillLevel"]);
    expect(claim("Ervilha congelada refogada com tomate e cheiro-verde, simples e caseiro.")).toEqual([
      "level_claim skillLevel",
    ]);
  });

  it("passes a plain dish's name, an easy dish at a lower level, and a dish that makes no claim", () => {
    expect(claim("Nhoque caseiro de batatas, macio, com molho simples.")).toEqual([]);
    expect(claim("Bolo simples de liquidificador, fofinho.")).toEqual([]);
    expect(claim("Ervilha refogada com tomate, simples e caseiro.", "intermediario")).toEqual([]);
    expect(claim("Ensopado caseiro de frango com batatas, caldo grosso e tempero de vó.")).toEqual([]);
  });
});
