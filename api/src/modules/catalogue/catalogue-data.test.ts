import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { FOOD_CATEGORIES, FOOD_ID, numberAgrees } from "@chefzap/shared";
import { describe, expect, it } from "vitest";
import { tacoFoods } from "../../ai/grounding/index.ts";
import { CATALOGUE_FILE, CatalogueError, loadCatalogue } from "./catalogue-data.ts";

const { foods, version } = loadCatalogue();

/** The spec's "about" count and exact number of common foods per category. */
const SPEC: Record<(typeof FOOD_CATEGORIES)[number], readonly [about: number, common: number]> = {
  Proteínas: [65, 5],
  Carboidratos: [70, 7],
  Vegetais: [90, 7],
  Laticínios: [32, 6],
  Frutas: [50, 7],
  Temperos: [38, 5],
  "Cereais e Grãos": [24, 3],
  "Oleaginosas e Nozes": [21, 3],
  Bebidas: [33, 5],
  "Doces e Sobremesas": [37, 6],
  Congelados: [24, 5],
  "Enlatados e Conservas": [30, 6],
};

describe("the food catalogue file", () => {
  it("validates and is versioned by a hash of its bytes", () => {
    expect(foods.length).toBeGreaterThan(500);
    expect(version).toMatch(/^[0-9a-f]{20}$/);
  });

  it.each(FOOD_CATEGORIES)("%s has about the spec's count and exactly its common foods", (category) => {
    const [about, common] = SPEC[category];
    const inCategory = foods.filter((food) => food.category === category);
    expect(Math.abs(inCategory.length - about) / about).toBeLessThanOrEqual(0.3);
    expect(inCategory.filter((food) => food.common)).toHaveLength(common);
  });

  // Recipes print these plurals: "2 bananas-nanicas", never "bananas-nanica" or "vinhos tinto".
  it("writes plurals whose adjectives agree with the head", () => {
    expect(foods.filter((food) => !numberAgrees(food.plural)).map((food) => food.plural)).toEqual([]);
  });

  it("has unique snake_case ASCII ids", () => {
    const ids = foods.map((food) => food.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(FOOD_ID);
  });

  it("names only TACO items that exist, and only cooked items as cooked", () => {
    const taco = tacoFoods();
    for (const food of foods) {
      if (typeof food.taco !== "object") continue;
      expect(taco.has(food.taco.raw), food.id).toBe(true);
      if (food.taco.cooked)
        expect(taco.get(food.taco.cooked)?.name, food.id).toMatch(/cozid|assad|grelhad|refogad|frit/);
    }
  });
});

describe("loading a broken catalogue", () => {
  const good = JSON.parse(readFileSync(CATALOGUE_FILE, "utf8")) as Array<Record<string, unknown>>;
  const write = (rows: unknown) => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), "catalogo-")), "foods.json");
    writeFileSync(file, JSON.stringify(rows));
    return file;
  };
  const failure = (rows: unknown) => {
    try {
      loadCatalogue(write(rows));
    } catch (error) {
      expect(error).toBeInstanceOf(CatalogueError);
      return (error as Error).message;
    }
    throw new Error("loaded");
  };

  it("names the row and the field", () => {
    const rows = good.slice(0, 3).map((row, i) => (i === 1 ? { ...row, aliases: [42] } : row));
    expect(failure(rows)).toMatch(/^foods\.json: row 2 \("frango_inteiro"\), aliases\.0: /);
  });

  it("refuses diet flags that contradict the allergen groups", () => {
    const milk = good.find((row) => row.id === "leite")!;
    expect(failure([{ ...milk, diet: ["vegan", "vegetarian", "gluten_free"] }])).toMatch(
      /row 1 \("leite"\), diet: /,
    );
  });

  it("refuses a name two foods claim, a missing parent and a repeated id", () => {
    const [frango, inteiro] = good;
    expect(failure([frango, { ...inteiro, aliases: ["peito de frango"] }])).toMatch(
      /row 2 \("frango_inteiro"\), aliases: "peito de frango" also names "frango"/,
    );
    expect(failure([inteiro])).toMatch(/parent: "frango" does not exist/);
    expect(failure([frango, frango])).toMatch(/row 2 \("frango"\), id: repeated/);
    expect(failure({ foods: [] })).toMatch(/expected an array/);
  });
});
