import { fold } from "../text/fold.ts";
import { singularize } from "../text/plural.ts";
import { addPurchases, purchaseOf, showPurchase, usedAmount, type Purchase } from "./shopping-measure.ts";
import { retailKey, retailPackage } from "./shopping-packages.ts";

export { shoppingFood } from "./shopping-measure.ts";
export { packageUnit, retailPackage, type RetailPackage } from "./shopping-packages.ts";
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
  /** The recipe's own amount when the list rounds it to what is sold: "a receita usa 630 g". */
  note?: string;
}

export interface ShoppingGroup {
  category: ShoppingCategory;
  items: ShoppingItem[];
}

/** A recipe's shopping list: what to buy by aisle, what to check at home, what the cook already has. */
export interface ShoppingList {
  /** In the spec's category order, empty aisles left out. */
  groups: ShoppingGroup[];
  /** Staples taken by the pinch or to taste (sal, pimenta-do-reino): no amount to buy. */
  pantry: ShoppingItem[];
  /** Foods the cook said they have, with the amount the recipe takes of them. */
  have: ShoppingItem[];
}

/** Headings of the two groups that are not bought. */
export const PANTRY_HEADING = "Confira se tem em casa";
export const HAVE_HEADING = "Você já tem";

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
 * tomates", "1 garrafa (500 ml)", "650 g"), scaled by `factor`; "a gosto" items have no amount.
 */
export function toShoppingItem(line: string, factor = 1): ShoppingItem {
  return itemOf({ purchase: purchaseOf(line, factor), line });
}

const capitalize = (text: string) => text.charAt(0).toLocaleUpperCase("pt-BR") + text.slice(1);

function itemOf({ purchase, aisle }: Listed): ShoppingItem {
  const { note, ...shown } = showPurchase(purchase);
  const category = aisle ?? categorizeIngredient(shown.name);
  return { ...shown, name: capitalize(shown.name), category, ...(note ? { note } : {}) };
}

/** A purchase, the line it came from and the aisle the api gave that line, when it did. */
interface Listed {
  purchase: Purchase;
  line: string;
  aisle?: ShoppingCategory;
}

const TAP_WATER = /^(água|agua)( (quente|fria|morna|fervente|gelada|filtrada|do cozimento))?$/i;
// Bought once and kept: a recipe never sends the cook out for them.
const STAPLES = new Set(["sal", "sal refinado", "sal grosso", "pimenta-do-reino", "pimenta do reino"]);
const GREASING = /\bpara (untar|polvilhar|pincelar)\b/i;

/** Salt and pepper, a pinch of anything, grease for the tin, a spice "a gosto": check, don't buy. */
function isPantry({ purchase, line, aisle }: Listed): boolean {
  if (STAPLES.has(retailKey(purchase.food)) || purchase.unit === "pitada" || GREASING.test(line)) return true;
  return purchase.kind === "taste" && (aisle ?? categorizeIngredient(purchase.food)) === "Mercearia";
}

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
 * Whether the cook's word names this food: every word of it is in the food's name ("frango" in "peito
 * de frango", "batata" in "batatas"), and neither is a packaged product the other is not ("leite" is
 * no "leite condensado", "tomate" no "molho de tomate").
 */
// Words that join a name's parts and tell nothing of the food ("folha de couve", "cravo-da-índia").
const JOINING = new Set(["de", "da", "do", "das", "dos", "em"]);

/** A name's words, folded and singular; a hyphenated compound ("batata-doce") stays one word. */
const nameWords = (name: string): string[] =>
  retailKey(name)
    .split(" ")
    .filter((word) => word && !JOINING.has(word));

/** The same name however its compounds are written: "carne seca" typed, "carne-seca" listed. */
const sameName = (a: string, b: string): boolean =>
  nameWords(a.replaceAll("-", " ")).join(" ") === nameWords(b.replaceAll("-", " ")).join(" ");

const within = (part: string[], whole: string[]) => part.length > 0 && part.every((w) => whole.includes(w));

/**
 * Whether the cook said they have this food: the same name, or one name holding the other's words
 * ("acém moído" is the acém to buy; "folha de couve" is the couve), sold the same way where the
 * shelves know both, so "leite" said is not a can of leite condensado, nor "batata" a batata-doce.
 */
function saidToHave(food: string, had: readonly string[]): boolean {
  const words = nameWords(food);
  const retail = retailPackage(food);
  return had.some((said) => {
    const saidWords = nameWords(said);
    const saidRetail = retailPackage(said);
    // A name the shelves do not know ("folha de couve") is taken at its words.
    const soldAlike = saidRetail === undefined || saidRetail === retail;
    const named = sameName(said, food) || within(saidWords, words) || within(words, saidWords);
    return named && soldAlike;
  });
}

/** How a list is built beside the recipe's lines. */
export interface ShoppingListOptions {
  /** Servings chosen over the recipe's; 1 when the lines are already scaled. */
  factor?: number;
  /** Parallel to the lines: the api's `ingredientAisles`, from the food catalogue. */
  aisles?: readonly (ShoppingCategory | undefined)[] | null;
  /** What the cook said they have (the recipe's `usedIngredients`): listed apart, not to buy. */
  have?: readonly string[] | null;
}

/**
 * The shopping list of a recipe at the chosen servings. Without aisles, or for a line they leave out,
 * the aisle comes from keywords. Tap water is never listed.
 */
export function buildShoppingList(
  lines: readonly string[],
  { factor = 1, aisles, have }: ShoppingListOptions = {},
): ShoppingList {
  const listed = lines
    .map((line, i): Listed => ({ purchase: purchaseOf(line, factor), line, aisle: aisles?.[i] }))
    .filter(({ purchase }) => !TAP_WATER.test(purchase.food));
  const merged = mergePurchases(listed);
  const had = merged.filter((m) => have?.length && saidToHave(m.purchase.food, have));
  const pantry = merged.filter((m) => !had.includes(m) && isPantry(m));
  const items = merged.filter((m) => !had.includes(m) && !pantry.includes(m)).map(itemOf);
  return {
    groups: SHOPPING_CATEGORIES.map((category) => ({
      category,
      items: items.filter((i) => i.category === category),
    })).filter((group) => group.items.length > 0),
    pantry: pantry.map((m) => ({ ...itemOf(m), quantity: "", unit: "", note: undefined })),
    // What the cook has is shown with the recipe's own amount, so they can check it is enough.
    have: had.map((m) => ({ ...itemOf(m), quantity: usedAmount(m.purchase), unit: "", note: undefined })),
  };
}
