import { describe, expect, it } from "vitest";
import { lintRecipe } from "../../linter/index.ts";
import { generateOffline, modifyOffline } from "../index.ts";
import { findMentions } from "./mention-lexer.ts";

const named = (text: string) => findMentions(text).map((m) => m.key);

describe("a diet change reaches the description and the tips", () => {
  it("a vegetarian lasanha de atum says no atum and lists canned, cooked grão-de-bico", () => {
    const recipe = generateOffline({
      ingredients: ["atum", "massa de lasanha", "queijo", "tomate"],
      skillLevel: "intermediario",
      dish: "lasanha",
    });
    expect(named(recipe.description ?? "")).toContain("atum");
    const result = modifyOffline({ recipe, request: "vegetariana" });
    expect(named(result.description ?? "")).not.toContain("atum");
    expect(result.ingredients).toContainEqual(
      expect.stringMatching(/^\d+ latas? de grão-de-bico cozido, escorrido$/),
    );
    expect(lintRecipe(result)).toEqual([]);
  });

  it.each(["sem lactose", "vegana"])("'%s' on a mingau leaves no tip about leite", (request) => {
    const recipe = generateOffline({ ingredients: ["aveia em flocos"], skillLevel: "iniciante" });
    expect(recipe.tips).toMatch(/\bleite\b(?! vegetal)/);
    const result = modifyOffline({ recipe, request });
    expect(result.tips).not.toMatch(/\bleite\b(?! vegetal)/);
    expect(result.tips).toMatch(/leite vegetal/);
  });

  it("'vegana' drops the suggestion of an egg on a refogado", () => {
    const refogado = generateOffline({ ingredients: ["cenoura"], skillLevel: "iniciante", version: 2 });
    // The refogados' own tip, as the template gives it with other foods.
    const egg = "Um ovo mexido no final transforma o refogado num prato completo.";
    const recipe = { ...refogado, substitutions: egg };
    const result = modifyOffline({ recipe, request: "vegana" });
    expect(result.substitutions).not.toMatch(/\bovos?\b/i);
    expect(modifyOffline({ recipe, request: "sem glúten" }).substitutions).toMatch(/ovo mexido/);
  });
});
