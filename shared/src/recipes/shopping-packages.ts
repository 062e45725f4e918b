import { formatDecimal } from "../text/amount.ts";
import { fold } from "../text/fold.ts";
import { singularize } from "../text/plural.ts";
import type { RetailPackage, RetailRow } from "./retail-package.ts";
import { FRESH } from "./shopping-fresh.ts";
import { FRIDGE } from "./shopping-fridge.ts";
import { SHELF } from "./shopping-shelf.ts";
import { SPICES } from "./shopping-spices.ts";

export type { RetailPackage } from "./retail-package.ts";

const RETAIL: readonly RetailRow[] = [...SHELF, ...FRIDGE, ...SPICES, ...FRESH];

/** The food's name as the table keys it: accent-folded, every word singular. */
export function retailKey(food: string): string {
  return fold(food)
    .split(" ")
    .map((word) => fold(singularize(word)))
    .join(" ");
}

const BY_NAME = new Map(
  RETAIL.flatMap(([names, retail]) => names.map((name) => [retailKey(name), retail] as const)),
);

// A word after which the rest names another product: "óleo de coco" is no bottle of soy oil. "em pó",
// "sem açúcar" only qualify the product: "cominho em pó" is sold where "cominho" is.
const JOINS = /^(?:de|da|do|das|dos|ao|a|para|e)$/;

/**
 * The package a food is bought in, or undefined for what is bought loose by the unit or the weight
 * (tomatoes, meat). A name the table lacks is read without its closing qualifiers ("uva itália" as
 * "uva", "curry em pó" as "curry"), never across "de": "leite de coco" is no carton of milk.
 */
export function retailPackage(food: string): RetailPackage | undefined {
  const words = retailKey(food).split(" ");
  for (let end = words.length; end > 0; end--) {
    const found = BY_NAME.get(words.slice(0, end).join(" "));
    if (found) return found;
    if (JOINS.test(words[end - 2] ?? "")) return undefined;
  }
  return undefined;
}

/** Whether the table sells this very name ("feijão cozido"), not only a shorter one ("feijão"). */
export function sellsByName(food: string): boolean {
  return BY_NAME.has(retailKey(food));
}

const sizeText = ({ size, measure }: RetailPackage) => {
  const big = size >= 1000;
  const unit = measure === "g" ? (big ? "kg" : "g") : big ? "L" : "ml";
  return `${formatDecimal(big ? size / 1000 : size)} ${unit}`;
};

/** How `count` packages are named on a list: "garrafa (500 ml)", "pacotes (1 kg)", "latas". */
export function packageUnit(retail: RetailPackage, count: number): string {
  const name = retail.name[count > 1 ? 1 : 0];
  return retail.plain || retail.measure === "dente" ? name : `${name} (${sizeText(retail)})`;
}
