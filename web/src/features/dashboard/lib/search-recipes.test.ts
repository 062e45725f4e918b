import { describe, expect, it } from "vitest";
import { aRecipe } from "@/test/factories";
import { matchesRecipe, searchRecipes } from "./search-recipes";

describe("searchRecipes", () => {
  const tropeiro = aRecipe({ title: "Feijão tropeiro", ingredients: ["feijão", "linguiça", "farinha"] });
  const omelete = aRecipe({
    title: "Omelete",
    ingredients: ["ovo"],
    ingredientsList: ["2 ovos", "Queijo Minas"],
  });
  const pure = aRecipe({ title: "Purê de batata", ingredients: ["Batata", "Manteiga"] });
  const all = [tropeiro, omelete, pure];

  it("ignores accents and case in the title", () => {
    expect(searchRecipes(all, "feijao")).toEqual([tropeiro]);
    expect(searchRecipes(all, "PURÊ")).toEqual([pure]);
  });

  it("searches the ingredients and the ingredients list", () => {
    expect(searchRecipes(all, "linguica")).toEqual([tropeiro]);
    expect(searchRecipes(all, "queijo minas")).toEqual([omelete]);
    expect(searchRecipes(all, "manteiga")).toEqual([pure]);
  });

  it("keeps every recipe, in order, for a blank query", () => {
    expect(searchRecipes(all, "   ")).toEqual(all);
  });

  it("finds nothing for an unknown word", () => {
    expect(searchRecipes(all, "lasanha")).toEqual([]);
    expect(matchesRecipe(omelete, "ovos")).toBe(true);
  });
});
