import { formatAmountRange } from "../text/amount.ts";
import { fold } from "../text/fold.ts";
import { singularize } from "../text/plural.ts";
import { readIngredientLine } from "./parse-ingredient-line.ts";
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
 * Splits "2 xícaras (chá) de arroz" into {quantity "2", unit "xícaras (chá)", name "arroz"}, scaled. The
 * unit is shown as written and the name keeps inline notes ("alho picado"); text after a comma and
 * "a gosto" are left out.
 */
export function toShoppingItem(line: string, factor = 1): ShoppingItem {
  const { parts, name } = readIngredientLine(line);
  const { amount, unit } = parts;
  const quantity = amount
    ? formatAmountRange(amount.low * factor, amount.high === null ? null : amount.high * factor)
    : "";
  const shown = name || line.trim();
  return {
    name: shown,
    quantity,
    unit: unit ? line.slice(unit.written.start, unit.written.end).trim() : "",
    category: categorizeIngredient(shown),
  };
}

const TAP_WATER = /^(água|agua)( (quente|fria|morna|fervente|gelada|filtrada|do cozimento))?$/i;

/** The shopping list of a recipe at the chosen servings, grouped in the spec's category order. */
export function buildShoppingList(
  lines: readonly string[],
  factor = 1,
): Array<{ category: ShoppingCategory; items: ShoppingItem[] }> {
  // Tap water is never bought; everything else the recipe names goes on the list.
  const items = lines
    .map((line) => toShoppingItem(line, factor))
    .filter((item) => !TAP_WATER.test(item.name));
  return SHOPPING_CATEGORIES.map((category) => ({
    category,
    items: items.filter((i) => i.category === category),
  })).filter((group) => group.items.length > 0);
}
