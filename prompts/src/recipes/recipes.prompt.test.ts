import { describe, expect, it } from "vitest";
import { alternativeRecipePrompt } from "./alternative.prompt.ts";
import { generateRecipePrompt, recipeSystemPrompt } from "./generate.prompt.ts";
import { modifyRecipePrompt } from "./modify.prompt.ts";

describe("recipe prompts", () => {
  it("put the cook's ingredients and level into the generate prompt", () => {
    const text = generateRecipePrompt.render({
      ingredientes: "frango, tomate",
      nivel: "avancado",
      versao: "",
    });
    expect(text).toContain("frango, tomate");
    expect(text).toContain("Meu nível na cozinha: avancado.");
  });

  it("tell the model the rules the post-check enforces", () => {
    const text = recipeSystemPrompt.render({});
    expect(text).toMatch(/português do Brasil/);
    expect(text).toMatch(/leftOut/);
    expect(text).toMatch(/sal a gosto/);
  });

  it("quote the owner's request in the modify prompt and the current dish in the alternative prompt", () => {
    expect(modifyRecipePrompt.render({ receita: "Arroz", pedido: "sem lactose" })).toContain('"sem lactose"');
    const alt = alternativeRecipePrompt.render({
      ingredientes: "ovo",
      nivel: "iniciante",
      tituloAtual: "Omelete",
      preparoAtual: "Bata os ovos.",
    });
    expect(alt).toContain('"Omelete"');
    expect(alt).toContain("Bata os ovos.");
  });

  it("carry a name and version for tracing", () => {
    expect([generateRecipePrompt.name, generateRecipePrompt.version]).toEqual(["generate-recipe", 1]);
  });
});
