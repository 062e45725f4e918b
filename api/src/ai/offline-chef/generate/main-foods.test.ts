import { seededRandom } from "@chefzap/shared";
import { describe, expect, it } from "vitest";
import { catalogue } from "../../../modules/catalogue/index.ts";
import { generateOffline } from "../index.ts";
import { FOOD_BY_KEY } from "../knowledge/catalogue.ts";
import { isMainFood } from "../knowledge/side-dishes.ts";

const COMMON = catalogue()
  .list()
  .filter((row) => row.common && FOOD_BY_KEY.has(row.id))
  .map((row) => FOOD_BY_KEY.get(row.id)!);

function commonSets(count: number, seed: number): string[][] {
  const random = seededRandom(seed);
  return Array.from({ length: count }, () => {
    const size = 2 + Math.floor(random() * 4);
    const keys = new Set<string>();
    while (keys.size < size) keys.add(COMMON[Math.floor(random() * COMMON.length)]!.key);
    return [...keys].map((key) => FOOD_BY_KEY.get(key)!.name);
  });
}

describe("the cook's own main foods", () => {
  it("makes estrogonofe with the cook's macarrão rather than leaving the pasta out", () => {
    const recipe = generateOffline({
      ingredients: ["macarrao", "carne", "tomate", "creme de leite"],
      skillLevel: "intermediario",
    });
    expect(recipe.title).toBe("Estrogonofe de carne com macarrão");
    expect(recipe.leftOut).toEqual([]);
    expect(recipe.ingredients).toContain("200 g de macarrão");
    expect(recipe.instructions).toContain("Distribua o macarrão nos pratos e cubra com o molho.");
  });

  it("uses every protein and staple given, or says why it stayed out, over random sets of common foods", () => {
    const dropped: string[] = [];
    for (const [n, ingredients] of commonSets(400, 17).entries()) {
      const recipe = generateOffline({ ingredients, skillLevel: "intermediario", version: n % 2 });
      for (const raw of ingredients) {
        if (!isMainFood(COMMON.find((food) => food.name === raw)!)) continue;
        if (recipe.usedIngredients.includes(raw)) continue;
        const reason = recipe.leftOut.find((left) => left.ingredient === raw)?.reason ?? "";
        // A reason a cook accepts names the food and says why, not only that it had no place.
        if (!reason.includes(raw) || /não tem lugar/.test(reason))
          dropped.push(`${recipe.title} (${ingredients.join(", ")}): ${raw} → "${reason}"`);
      }
    }
    expect(dropped).toEqual([]);
  });
});
