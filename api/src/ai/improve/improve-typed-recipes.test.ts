import { fold, parseIngredientLine } from "@chefzap/shared";
import { describe, expect, it } from "vitest";
import { lintRecipe } from "../linter/index.ts";
import { accentWords } from "./accent-words.ts";
import { isImperative } from "./cooking-verbs.ts";
import { improveOffline } from "./improve-offline.ts";
import { TYPED_RECIPES } from "./improve-offline.fixtures.ts";

const improved = TYPED_RECIPES.map((draft) => ({ draft, recipe: improveOffline(draft).recipe }));
const byTitle = (start: string) => improved.find(({ draft }) => draft.title.startsWith(start))!.recipe;

// The words that may open a step before its verb ("Depois", "Numa panela").
const OPENER = /^(?:(?:depois|em seguida|por último|numa \p{L}+|na mesma \p{L}+),?\s+)?(\p{L}+)/iu;

describe("recipes typed on a phone", () => {
  it("reads like a recipe: imperative steps, 'de' before the food, units in full, accents", () => {
    expect(byTitle("frango grelhado")).toMatchObject({
      title: "Frango grelhado com limão",
      ingredients: [
        "500 g de peito de frango",
        "1 limão",
        "2 dentes de alho",
        "sal a gosto",
        "2 colheres (sopa) de azeite",
      ],
      instructions: [
        "Corte o frango em filés e tempere com sal, alho e o suco do limão.",
        "Deixe descansar uns 20 min.",
        "Esquente o azeite na frigideira e grelhe os filés até dourar dos dois lados.",
      ],
    });
    expect(byTitle("bolo de cenoura")).toMatchObject({
      title: "Bolo de cenoura da avó",
      ingredients: [
        "3 cenouras médias",
        "4 ovos",
        "1 xícara (chá) de óleo",
        "2 xícaras (chá) de açúcar",
        "2 xícaras (chá) de farinha de trigo",
        "1 colher (sopa) de fermento",
      ],
      instructions: [
        "Bata no liquidificador a cenoura, os ovos e o óleo.",
        "Passe pra uma tigela e misture o açúcar e a farinha.",
        "Por último coloque o fermento.",
        "Asse em forno a 180 graus por 40 min.",
      ],
    });
    expect(byTitle("arroz com")).toMatchObject({
      ingredients: [
        "2 xícaras (chá) de arroz",
        "1 cebola",
        "2 dentes de alho",
        "4 xícaras (chá) de água",
        "sal a gosto",
      ],
      instructions: [
        "Refogue a cebola e o alho no óleo.",
        "Junte o arroz e mexa bem.",
        "Coloque a água fervendo e o sal, tampe e deixe cozinhar até secar.",
      ],
    });
    expect(byTitle("file de tilapia")).toMatchObject({
      title: "Filé de tilápia ao forno",
      instructions: [
        "Tempere os filés com limão e sal.",
        "Ponha numa forma untada com azeite, cubra com rodelas de tomate e cebola.",
        "Asse por 25 minutos.",
      ],
    });
    expect(byTitle("brigadeiro")).toMatchObject({
      ingredients: [
        "1 lata de leite condensado",
        "1 colher (sopa) de manteiga",
        "3 colheres (sopa) de chocolate em pó",
      ],
      instructions: [
        "Coloque tudo na panela em fogo baixo.",
        "Vá mexendo sem parar até desgrudar do fundo.",
        "Tire do fogo e deixe esfriar.",
      ],
    });
  });

  it.each(improved.map(({ draft, recipe }) => [draft.title, draft, recipe] as const))(
    "%s: keeps every ingredient and amount",
    (_title, draft, recipe) => {
      expect(recipe.ingredients).toHaveLength(draft.ingredients.length);
      recipe.ingredients.forEach((line, i) => {
        const before = parseIngredientLine(draft.ingredients[i]!);
        const after = parseIngredientLine(line);
        expect([after.quantity, after.quantityMax]).toEqual([before.quantity, before.quantityMax]);
        // The food's words are the author's, with their accents and perhaps a unit's qualifier taken out.
        for (const word of fold(after.food).split(/\s+/)) expect(fold(draft.ingredients[i]!)).toContain(word);
      });
    },
  );

  it.each(improved.map(({ draft, recipe }) => [draft.title, recipe] as const))(
    "%s: every step opens with an imperative, no word lacks an accent the lexicon knows, all agree",
    (_title, recipe) => {
      for (const step of recipe.instructions) expect(isImperative(OPENER.exec(step)![1]!), step).toBe(true);
      const texts = [recipe.title, ...recipe.ingredients, ...recipe.instructions];
      for (const text of texts) expect(accentWords(text).text).toBe(text);
      const lintable = { ...recipe, skillLevel: "iniciante" as const, usedIngredients: [], leftOut: [] };
      expect(lintRecipe(lintable).filter((finding) => finding.code === "agreement")).toEqual([]);
    },
  );

  it("changes nothing in a recipe it already improved", () => {
    for (const { recipe } of improved) expect(improveOffline(recipe).recipe).toEqual(recipe);
  });
});
