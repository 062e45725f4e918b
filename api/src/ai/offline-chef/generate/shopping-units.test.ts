import { buildShoppingList, shoppingListLines } from "@chefzap/shared";
import { describe, expect, it } from "vitest";
import { catalogue, foodNames } from "../../../modules/catalogue/index.ts";
import { ingredientAisles } from "../../../modules/recipes/index.ts";
import { generateOffline, modifyOffline } from "../index.ts";
import { ingredientSets } from "../testing/ingredient-sets.ts";
import type { SkillLevel } from "../types.ts";

const LEVELS: readonly SkillLevel[] = ["iniciante", "intermediario", "avancado"];
const SETS = 300;

// A kitchen measure nobody asks a shop for. Slices stay: the deli counter cuts ham by the slice.
const KITCHEN_MEASURE =
  /\b(xícaras?|colher(es)?|conchas?|pitadas?|copos? americanos?|folhas?|talos?|ramos?|fios?)\b/;

/** The lines of a recipe's list a shopper could not buy as written: a kitchen measure, or no amount. */
function unbuyable(lines: readonly string[]): string[] {
  const list = shoppingListLines(buildShoppingList(lines, { aisles: ingredientAisles(lines) }));
  const bought = list.filter((line) => !line.includes(": "));
  return bought.filter((line) => {
    const [, amount = ""] = line.split(" · ")[0]!.split(" — ");
    return amount === "" || KITCHEN_MEASURE.test(amount);
  });
}

describe(`the shopping lists of ${SETS} offline recipes from seeded ingredient sets`, () => {
  it("buy every food as a shop sells it: by the package, the maço, the unit or the weight", () => {
    const flagged: string[] = [];
    for (const [n, ingredients] of ingredientSets(SETS, 34).entries()) {
      const recipe = generateOffline({ ingredients, skillLevel: LEVELS[n % 3]!, version: n % 3 });
      // A change keeps its foods: a recipe for six buys what the one for four did, in more packages.
      const changed = n % 4 === 0 ? modifyOffline({ recipe, request: "para 6 pessoas" }) : recipe;
      for (const line of unbuyable(changed.ingredients)) flagged.push(`${changed.title}: ${line}`);
    }
    expect(flagged).toEqual([]);
  }, 60_000);
});

describe("the food catalogue's foods the chef measures by the cup or the spoon", () => {
  it("are bought in a shop's unit, under every name a recipe may give them", () => {
    const rows = catalogue().list();
    const byId = new Map(rows.map((row) => [row.id, row]));
    const flagged = rows.flatMap((row) => {
      const chef = row.chef ?? (row.parent ? byId.get(row.parent)?.chef : undefined);
      if (!chef || !["xic", "cs", "cc"].includes(chef.portion[1])) return [];
      return foodNames(row).flatMap(({ display }) => unbuyable([`1 xícara (chá) de ${display}`]));
    });
    expect(flagged).toEqual([]);
  });
});
