import { fold } from "../text/fold.ts";
import { singularize } from "../text/plural.ts";
import { addPurchases, purchaseOf, showPurchase, type Purchase } from "./shopping-measure.ts";
import { KEYWORDS } from "./shopping-keywords.ts";

export const SHOPPING_CATEGORIES = [
  "Carnes e Peixes",
  "Laticínios",
  "Hortifrúti",
  "Mercearia",
  "Ovos",
  "Outros",
] as const;
export type ShoppingCategory = (typeof SHOPPING_CATEGORIES)[number];

export interface ShoppingItem {
  name: string;
  quantity: string;
  unit: string;
  category: ShoppingCategory;
}

// Words in the singular, so "limões" and "pães" find "limao" and "pao"; a hyphenated compound changes
// only its head ("couves-flor"), the "(s|es)?" below takes a plural tail ("couve-flores").
function aisleKey(text: string): string {
  return fold(text).replace(/[a-z]+(?:-[a-z]+)*/g, (word) => fold(singularize(word)));
}

// One pattern per aisle, built once; a hyphen counts as part of a word so "papel-manteiga" is no butter.
const PATTERNS = KEYWORDS.map(
  ([category, words]) =>
    [category, new RegExp(`(^|[^a-z-])(${words.map(aisleKey).join("|")})(s|es)?([^a-z-]|$)`)] as const,
);

/** Which aisle an ingredient belongs to, by keyword (spec §5 "Shopping list categories"). */
export function categorizeIngredient(name: string): ShoppingCategory {
  const key = aisleKey(name);
  return PATTERNS.find(([, pattern]) => pattern.test(key))?.[0] ?? "Outros";
}

/**
 * One line as a list item: the food without preparation words, the amount as it is bought ("3
 * tomates", "400 g", "2 caixinhas"), scaled by `factor`; "a gosto" items have no amount.
 */
export function toShoppingItem(line: string, factor = 1): ShoppingItem {
  return itemOf({ purchase: purchaseOf(line, factor) });
}

function itemOf({ purchase, aisle }: Listed): ShoppingItem {
  const shown = showPurchase(purchase);
  return { ...shown, category: aisle ?? categorizeIngredient(shown.name) };
}

/** A purchase and the aisle the api gave its line, when it did. */
interface Listed {
  purchase: Purchase;
  aisle?: ShoppingCategory;
}

const TAP_WATER = /^(água|agua)( (quente|fria|morna|fervente|gelada|filtrada|do cozimento))?$/i;

/** Lines of the same food become one purchase when their amounts can be added (g with kg, cups with spoons). */
function mergePurchases(listed: readonly Listed[]): Listed[] {
  const merged: Listed[] = [];
  for (const item of listed) {
    const index = merged.findIndex((m) => addPurchases(m.purchase, item.purchase) !== undefined);
    if (index < 0) merged.push(item);
    else
      merged[index] = { ...merged[index]!, purchase: addPurchases(merged[index]!.purchase, item.purchase)! };
  }
  return merged;
}

/**
 * The shopping list of a recipe at the chosen servings, grouped in the spec's category order. `aisles`
 * runs parallel to `lines` (the api's `ingredientAisles`, from the food catalogue); without it, or for a
 * line it leaves out, the aisle comes from keywords.
 */
export function buildShoppingList(
  lines: readonly string[],
  factor = 1,
  aisles?: readonly (ShoppingCategory | undefined)[] | null,
): Array<{ category: ShoppingCategory; items: ShoppingItem[] }> {
  // Tap water is never bought; everything else the recipe names goes on the list.
  const listed = lines
    .map((line, i): Listed => ({ purchase: purchaseOf(line, factor), aisle: aisles?.[i] }))
    .filter(({ purchase }) => !TAP_WATER.test(purchase.food));
  const items = mergePurchases(listed).map(itemOf);
  return SHOPPING_CATEGORIES.map((category) => ({
    category,
    items: items.filter((i) => i.category === category),
  })).filter((group) => group.items.length > 0);
}
