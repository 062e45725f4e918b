import { generatedRecipeSchema } from "@chefzap/shared";
import { describe, expect, it } from "vitest";
import { lintRecipe } from "../../linter/index.ts";
import { generateOffline } from "../index.ts";
import { ingredientSets } from "../testing/ingredient-sets.ts";
import {
  englishWordIn,
  INCOMPATIBLE_PAIRS,
  lineKeys,
  mentionedIn,
  TECHNIQUE_WORDS,
} from "../testing/recipe-checks.ts";
import { normalizeIngredient } from "../normalize/normalize-ingredient.ts";
import type { SkillLevel } from "../types.ts";

const SETS = ingredientSets(250);
const LEVELS: readonly SkillLevel[] = ["iniciante", "intermediario", "avancado"];

function sorted(values: readonly string[]): string[] {
  return [...values].sort();
}

describe("generateOffline over 250 seeded ingredient sets", () => {
  const recipes = SETS.map((ingredients, index) => ({
    ingredients,
    recipe: generateOffline({ ingredients, skillLevel: LEVELS[index % 3]!, version: 0 }),
  }));

  it("always passes the shared schema", () => {
    for (const { recipe } of recipes) expect(() => generatedRecipeSchema.parse(recipe)).not.toThrow();
  });

  it("accounts for every input exactly once between used and left out", () => {
    for (const { ingredients, recipe } of recipes) {
      const accounted = [...recipe.usedIngredients, ...recipe.leftOut.map((l) => l.ingredient)];
      expect(sorted(accounted), ingredients.join(", ")).toEqual(sorted(ingredients));
    }
  });

  it("lists every used ingredient and names it in a step", () => {
    for (const { recipe } of recipes) {
      for (const raw of recipe.usedIngredients) {
        expect(mentionedIn(recipe.ingredients, raw), `${raw} in ${recipe.title} list`).toBe(true);
        expect(mentionedIn(recipe.instructions, raw), `${raw} in ${recipe.title} steps`).toBe(true);
      }
    }
  });

  it("never mixes sweet-only and savory-only foods, nor any pair of the table", () => {
    for (const { recipe } of recipes) {
      const foods = recipe.ingredients.map((line) => normalizeIngredient(line).food);
      const flavours = new Set(foods.map((food) => food?.flavour));
      expect(flavours.has("sweet") && flavours.has("savory"), recipe.title).toBe(false);
      const keys = new Set(lineKeys(recipe));
      for (const [a, b] of INCOMPATIBLE_PAIRS) expect(keys.has(a) && keys.has(b), `${a}+${b}`).toBe(false);
    }
  });

  it("names in its title and steps only what the list has (the recipe linter's reading)", () => {
    for (const { recipe } of recipes) {
      const named = lintRecipe(recipe).filter(
        (f) => f.code === "title_not_in_dish" || f.code === "unlisted_ingredient",
      );
      expect(named, recipe.title).toEqual([]);
    }
  });

  it("gives a pt-BR reason for everything left out", () => {
    for (const { recipe } of recipes)
      for (const left of recipe.leftOut) expect(left.reason.length).toBeGreaterThan(10);
  });

  it("writes pt-BR only, with steps that end in a period and carry no numbering", () => {
    for (const { recipe } of recipes) {
      expect(englishWordIn(recipe)).toBeUndefined();
      for (const step of recipe.instructions) {
        expect(step).toMatch(/\.$/);
        expect(step).not.toMatch(/^\d/);
      }
    }
  });

  it("gives general tips that fit how the dish is cooked: no pan or fire tips on a salad, a mousse or a cake", () => {
    const onTheStove =
      /\b(fogo|panela|frigideira|refogue|doure|ferva|fervente|frite|salteie|grelhe|aqueça|cozinhe)\b/i;
    for (const { recipe } of recipes) {
      if (/fundo grosso|acender o fogo|controle o fogo/.test(recipe.tips))
        expect(recipe.instructions.join(" "), recipe.title).toMatch(onTheStove);
    }
  });

  it("is deterministic", () => {
    for (const ingredients of SETS.slice(0, 50)) {
      const input = { ingredients, skillLevel: "intermediario" as const, version: 1 };
      expect(generateOffline(input)).toEqual(generateOffline(input));
    }
  });

  it("gives a different valid recipe for Nova Versão in at least 95% of sets", () => {
    let different = 0;
    for (const { ingredients, recipe } of recipes) {
      const next = generateOffline({ ingredients, skillLevel: recipe.skillLevel, version: 1 });
      generatedRecipeSchema.parse(next);
      if (next.title !== recipe.title) different += 1;
    }
    expect(different / recipes.length).toBeGreaterThanOrEqual(0.95);
  });
});

describe("skill levels", () => {
  it("take longer and use more technique as the level rises", () => {
    for (const ingredients of SETS.slice(0, 80)) {
      const [easy, medium, hard] = LEVELS.map((skillLevel) => generateOffline({ ingredients, skillLevel }));
      // A beginner's beans wait for the pressure to go down in a step of their own: as long as intermediário's.
      expect(easy!.cookingTime).toBeLessThanOrEqual(medium!.cookingTime);
      // A dish no harder than intermediário (a salada de frutas, a torta) is written at its ceiling.
      if (hard!.skillLevel !== "avancado") continue;
      expect(medium!.cookingTime).toBeLessThan(hard!.cookingTime);
      const text = hard!.instructions.join(" ").toLowerCase();
      expect(
        TECHNIQUE_WORDS.some((word) => text.includes(word)),
        hard!.title,
      ).toBe(true);
    }
  });
});

describe("mixed and odd inputs", () => {
  it("keeps chocolate out of a chicken dish with a reason", () => {
    const recipe = generateOffline({ ingredients: ["frango", "chocolate"], skillLevel: "iniciante" });
    expect(recipe.usedIngredients).toEqual(["frango"]);
    expect(recipe.leftOut[0]).toMatchObject({ ingredient: "chocolate" });
    expect(recipe.leftOut[0]!.reason).toMatch(/chocolate .*não combina com/);
  });

  it("survives unknown and empty ingredients", () => {
    const recipe = generateOffline({ ingredients: ["xyzzy", " ", "ovo"], skillLevel: "avancado" });
    generatedRecipeSchema.parse(recipe);
    expect(recipe.usedIngredients).toEqual(["ovo"]);
    expect(recipe.leftOut.map((l) => l.ingredient)).toEqual(["xyzzy", " "]);
    expect(recipe.leftOut[0]!.reason).toMatch(/^não reconheci "xyzzy"/);
  });

  it("says a food the catalogue knows but no dish takes does not go in, not that it is unknown", () => {
    const recipe = generateOffline({ ingredients: ["banana", "chá-mate"], skillLevel: "iniciante" });
    expect(recipe.leftOut).toEqual([
      { ingredient: "chá-mate", reason: expect.stringMatching(/^chá-mate não combina com uma? /) },
    ]);
  });

  it("uses a guessable unknown ingredient as an extra", () => {
    const recipe = generateOffline({
      ingredients: ["arroz", "cenoura", "queijo canastrinha curado"],
      skillLevel: "iniciante",
    });
    generatedRecipeSchema.parse(recipe);
    expect(recipe.usedIngredients.length + recipe.leftOut.length).toBe(3);
  });

  it("prints the cook's own word for a synonym", () => {
    const recipe = generateOffline({ ingredients: ["aipim", "carne seca"], skillLevel: "iniciante" });
    expect(recipe.ingredients.join(" ")).toMatch(/aipim/);
  });

  it("does not say twice what the cook's own word already says", () => {
    const recipe = generateOffline({
      ingredients: ["bacalhau dessalgado", "abóbora"],
      skillLevel: "iniciante",
    });
    const line = recipe.ingredients.find((text) => /bacalhau/.test(text));
    expect(line).toMatch(/bacalhau dessalgado em lascas$/);
    const jerky = generateOffline({
      ingredients: ["carne seca dessalgada", "mandioca"],
      skillLevel: "iniciante",
    });
    expect(jerky.ingredients.join(" / ")).not.toMatch(/dessalgada dessalgada/);
  });

  it("bakes cakes for more people than a skillet dish", () => {
    const cake = generateOffline({
      ingredients: ["cenoura", "açúcar", "farinha de trigo", "ovos"],
      skillLevel: "iniciante",
    });
    expect(cake.servings).toBeGreaterThanOrEqual(4);
  });
});

describe("dishes named for what is in them", () => {
  const versions = (ingredients: string[]) =>
    [0, 1, 2, 3, 4, 5].map((version) =>
      generateOffline({ ingredients, skillLevel: "intermediario", version }),
    );
  const titles = (ingredients: string[]) => versions(ingredients).map((recipe) => recipe.title);

  it("cooks sagu and tapioca granulada into no arroz-doce and no curau", () => {
    for (const starch of ["sagu", "bolinhas de sagu", "tapioca granulada"])
      for (const title of titles([starch, "leite"])) expect(title).not.toMatch(/arroz-doce|curau/i);
    expect(titles(["arroz", "leite", "canela"])).toContain("Arroz-doce");
  });

  it("makes polenta of fubá only, never of flocão or canned corn", () => {
    for (const corn of ["milharina", "massa de cuscuz", "milho em conserva"])
      for (const title of titles([corn, "queijo minas"])) expect(title).not.toMatch(/polenta/i);
    expect(titles(["fubá", "queijo minas"]).some((title) => /polenta/i.test(title))).toBe(true);
  });

  it("boils quail eggs for 3 minutes and calls them by their name", () => {
    const quail = versions(["ovinho de codorna", "alface"]).find((recipe) => /cozid/.test(recipe.title));
    expect(quail?.title).toMatch(/^Ovinhos de codorna cozidos com alface/);
    expect(quail?.instructions.join(" ")).toMatch(/por 3 minutos/);
  });

  it("titles a soup by its own pasta and a salad by its own dressing", () => {
    const soup = versions(["feijão", "arroz"]).find((recipe) => recipe.title.startsWith("Sopa de feijão"));
    expect(soup?.title).toBe("Sopa de feijão com arroz");
    const salad = versions(["mandioca", "iogurte"]).find((recipe) =>
      /^Salada de mandioca/.test(recipe.title),
    );
    expect(salad?.title).toBe("Salada de mandioca com iogurte");
  });

  it("presses a misto-quente in bread, not in torradas, and shapes hambúrgueres of ground meat only", () => {
    for (const title of titles(["torradas", "presunto", "queijo"])) expect(title).not.toMatch(/misto/i);
    for (const title of titles(["frango", "pão francês"])) expect(title).not.toMatch(/hambúrguer/i);
    expect(titles(["patinho moído", "pão francês"])).toContain("Hambúrguer caseiro");
  });
});
