import { describe, expect, it } from "vitest";
import { healthyRecipePrompt } from "./healthy.prompt.ts";

describe("healthy recipe prompt", () => {
  it("states the goal, the restrictions as binding and the per-serving limits", () => {
    const text = healthyRecipePrompt.render({
      ingredientes: "tofu, brócolis",
      objetivo: "Perda de Peso",
      restricoes: "Vegana",
      limites: "no máximo 450 kcal",
      versao: "",
    });
    expect(text).toContain("tofu, brócolis");
    expect(text).toContain("Objetivo de saúde: Perda de Peso.");
    expect(text).toMatch(/obrigatórias.*Vegana/);
    expect(text).toContain("Limites por porção: no máximo 450 kcal.");
  });

  it("refuses to render with a variable missing", () => {
    expect(() => healthyRecipePrompt.render({ ingredientes: "ovo" } as never)).toThrow(/objetivo/);
  });
});
