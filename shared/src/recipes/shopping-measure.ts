import { formatAmount, formatDecimal } from "../text/amount.ts";
import { fold } from "../text/fold.ts";
import { inflectNumber, pluralize, singularize } from "../text/plural.ts";
import type { Unit } from "./ingredient-line.ts";
import { readIngredientLine } from "./parse-ingredient-line.ts";
import { packageUnit, retailPackage, sellsByName, type RetailPackage } from "./shopping-packages.ts";

/** One line as a shopper needs it: what to buy, how it is measured, and how much (already scaled). */
export interface Purchase {
  /** The food without preparation words ("alho", never "alho picados"). */
  food: string;
  key: string;
  kind: "count" | "mass" | "volume" | "unit" | "taste";
  amount: number;
  /** For "volume" and "unit": the unit as written ("xícaras (chá)", "caixinha"), to show or merge on. */
  unit: Unit | null;
  written: string;
}

const CONNECTORS = new Set(["de", "da", "do", "das", "dos", "com", "sem", "em", "ao", "à", "para"]);

/** "tomates maduros" ⇄ "tomate maduro": every word up to the first connector, as a count asks. */
function inflectPhrase(phrase: string, plural: boolean): string {
  const words = phrase.split(" ");
  const stop = words.findIndex((word) => CONNECTORS.has(word.toLowerCase()));
  const head = stop < 0 ? words : words.slice(0, stop);
  const rest = stop < 0 ? [] : words.slice(stop);
  return [...head.map((word) => inflectNumber(word, plural)), ...rest].join(" ");
}

const MASS: Partial<Record<Unit, number>> = { g: 1, kg: 1000, mg: 0.001 };
// Household capacities (ml) used to add a cup to a spoonful of the same food.
const VOLUME: Partial<Record<Unit, number>> = {
  ml: 1,
  l: 1000,
  xicara: 240,
  xicara_cafe: 50,
  copo_americano: 190,
  copo: 250,
  colher_sopa: 15,
  colher_sobremesa: 10,
  colher_cha: 5,
  colher_cafe: 2,
  concha: 100,
};

// "fermento em pó", "sardinha em lata": "em" names the product; any other "em …" after a food is how it
// is cut or cooked ("fígado em bifes finos"), which the shop does not sell.
const PRODUCT_AFTER_EM = /^(?:po|lata|conserva|barra|flocos|graos?|oleo|calda|rama|folhas?|salmoura)$/;

/** The food a shopper asks for: the line's food without a cut the reader left on it. */
export function shoppingFood(food: string): string {
  const words = food.trim().split(/\s+/);
  const cut = words.findIndex(
    (word, i) => i > 0 && word.toLowerCase() === "em" && !PRODUCT_AFTER_EM.test(fold(words[i + 1] ?? "")),
  );
  return (cut < 0 ? words : words.slice(0, cut)).join(" ");
}

// "ervilha congelada" is bought in the freezer's bag, "feijão cozido" in a can, though a recipe reads
// either state as preparation: the state names the product when the shelf sells the food so. Frozen
// food is always bought frozen.
const STATE = /\b(?:congelad|cozid)[oa]s?\b/i;
const FROZEN = /^congelad/i;

function withState(line: string, food: string): string {
  const state = STATE.exec(line)?.[0]?.toLowerCase();
  if (!state || STATE.test(food)) return food;
  const named = `${food} ${state}`;
  return FROZEN.test(state) || sellsByName(named) ? named : food;
}

/** Reads a (scaled) line into what a shopper buys. */
export function purchaseOf(line: string, factor = 1): Purchase {
  const { parsed, parts } = readIngredientLine(line);
  const food = withState(line, shoppingFood(parsed.food) || line.trim());
  const key = fold(inflectPhrase(food, false));
  const written = parts.unit ? line.slice(parts.unit.written.start, parts.unit.written.end).trim() : "";
  // "2 a 3 tomates": a shopper buys for the high end.
  const amount = parsed.quantity === null ? 0 : (parsed.quantityMax ?? parsed.quantity) * factor;
  const base = { food, key, amount, unit: parsed.unit, written };
  if (parsed.quantity === null) return { ...base, kind: "taste" };
  if (!parsed.unit || parsed.unit === "unidade") return { ...base, kind: "count" };
  const mass = MASS[parsed.unit];
  if (mass) return { ...base, kind: "mass", amount: amount * mass };
  if (VOLUME[parsed.unit]) return { ...base, kind: "volume" };
  return { ...base, kind: "unit" };
}

/** Adds two purchases of the same food when they can be added; undefined when they cannot. */
export function addPurchases(a: Purchase, b: Purchase): Purchase | undefined {
  if (a.key !== b.key || a.kind !== b.kind) return undefined;
  if (a.kind === "taste") return a;
  if (a.kind === "count" || a.kind === "mass") return { ...a, amount: a.amount + b.amount };
  if (a.unit === b.unit) return { ...a, amount: a.amount + b.amount };
  if (a.kind !== "volume") return undefined;
  const ml = a.amount * VOLUME[a.unit!]! + b.amount * VOLUME[b.unit!]!;
  return { ...a, amount: ml, unit: "ml", written: "ml" };
}

const roundUp = (value: number, step: number) => Math.ceil(value / step - 1e-9) * step;

/** What the list shows for one purchase; `note` keeps the recipe's own amount beside a rounded one. */
export interface Shown {
  name: string;
  quantity: string;
  unit: string;
  note?: string;
}

const grams = (g: number) => (g >= 1000 ? `${formatDecimal(g / 1000)} kg` : `${formatDecimal(g)} g`);
const millilitres = (ml: number) =>
  ml >= 1000 ? `${formatDecimal(ml / 1000)} L` : `${formatDecimal(ml)} ml`;

/** The amount as the recipe writes it, unrounded: "630 g", "5 colheres (sopa)", "2 dentes", "½". */
export function usedAmount(p: Purchase): string {
  if (p.kind === "taste") return "";
  if (p.kind === "mass") return grams(p.amount);
  if (p.kind === "volume" && (p.unit === "ml" || p.unit === "l"))
    return millilitres(p.amount * VOLUME[p.unit]!);
  const amount = formatAmount(p.amount, { mixedFractions: true });
  return `${amount} ${inflectNumber(p.written, p.amount >= 2)}`.trim();
}

function massShown(p: Purchase): Shown {
  const g = p.amount;
  const shown = g > 1000 ? roundUp(g / 1000, 0.5) * 1000 : roundUp(g, g < 100 ? 10 : 50);
  // A butcher or a scale sells round weights; the recipe's own weight stays beside it, never contradicted.
  const note = Math.abs(shown - g) > 1e-6 ? `a receita usa ${grams(g)}` : undefined;
  return {
    name: inflectPhrase(p.food, false),
    quantity: shown >= 1000 ? formatDecimal(shown / 1000) : String(shown),
    unit: shown >= 1000 ? "kg" : "g",
    note,
  };
}

function volumeShown(p: Purchase): Shown {
  if (p.unit === "ml" || p.unit === "l") {
    const ml = p.amount * VOLUME[p.unit]!;
    const shown = ml > 1000 ? roundUp(ml / 1000, 0.5) * 1000 : roundUp(ml, ml < 100 ? 10 : 50);
    const note = Math.abs(shown - ml) > 1e-6 ? `a receita usa ${millilitres(ml)}` : undefined;
    return {
      name: p.food,
      quantity: formatDecimal(shown >= 1000 ? shown / 1000 : shown),
      unit: shown >= 1000 ? "L" : "ml",
      note,
    };
  }
  return {
    name: p.food,
    quantity: formatAmount(p.amount, { mixedFractions: true }),
    unit: inflectNumber(p.written, p.amount > 1),
  };
}

/** How much of a package's measure a purchase needs; undefined when its amount cannot be read so. */
function needIn(retail: RetailPackage, p: Purchase): number | undefined {
  if (retail.measure === "dente") return p.kind === "unit" && p.unit === "dente" ? p.amount : undefined;
  const density = retail.density ?? 1;
  if (p.kind === "mass") return retail.measure === "g" ? p.amount : p.amount / density;
  if (p.kind !== "volume") return undefined;
  const ml = p.amount * VOLUME[p.unit!]!;
  return retail.measure === "ml" ? ml : ml * density;
}

// A package written on the line ("1 caixa de creme de leite") is the shop's package when it is of the
// same kind: the list adds its size; another kind ("1 lata de creme de leite") stays as written.
const SAME_PACKAGE: Partial<Record<Unit, readonly string[]>> = {
  caixa: ["caixa", "caixinha"],
  lata: ["lata"],
  pacote: ["pacote"],
  pote: ["pote", "copo"],
  vidro: ["vidro", "frasco"],
  sache: ["sachê"],
  envelope: ["envelope"],
  barra: ["barra"],
};

/** A food weighed at the counter: the grams the recipe's cups come to, rounded as a scale sells them. */
function weighed(p: Purchase, retail: RetailPackage, need: number): Shown {
  const g = Math.max(retail.size, need);
  const { quantity, unit } = massShown({ ...p, kind: "mass", amount: g });
  return { name: p.food, quantity, unit, note: `a receita usa ${usedAmount(p)}` };
}

/** How many packages hold what the recipe uses; undefined when its amount cannot be read so. */
function packagesNeeded(retail: RetailPackage, p: Purchase): number | undefined {
  const per = p.unit ? retail.each?.[p.unit] : undefined;
  if (per) return p.amount / per;
  const need = needIn(retail, p);
  return need === undefined ? undefined : need / retail.size;
}

/** The fewest packages of the shop's smallest size that hold what the recipe uses. */
function packagesOf(p: Purchase): Shown | undefined {
  const retail = retailPackage(p.food);
  if (!retail) return undefined;
  const name = retail.product ?? p.food;
  if (p.unit && SAME_PACKAGE[p.unit]?.includes(retail.name[0])) {
    const count = Math.max(1, roundUp(p.amount, 1));
    return { name, quantity: String(count), unit: packageUnit(retail, count) };
  }
  if (retail.loose) {
    const need = p.kind === "mass" ? undefined : needIn(retail, p);
    return need === undefined ? undefined : weighed(p, retail, need);
  }
  const packages = packagesNeeded(retail, p);
  if (packages === undefined) return undefined;
  const count = Math.max(1, roundUp(packages, 1));
  const used = retail.usedAs ? `${usedAmount(p)} de ${retail.usedAs}` : usedAmount(p);
  return { name, quantity: String(count), unit: packageUnit(retail, count), note: `a receita usa ${used}` };
}

/**
 * What the list shows: a packaged food in the packages a shop sells ("1 garrafa (500 ml)", "2 latas"),
 * with the recipe's amount beside it; counted foods in whole units ("3 tomates"); weights rounded up to
 * what a scale sells, the recipe's weight beside them when they differ ("650 g", "a receita usa 630 g").
 * Names agree with the count.
 */
export function showPurchase(p: Purchase): Shown {
  if (p.kind === "taste") return { name: p.food, quantity: "", unit: "" };
  const packaged = packagesOf(p);
  if (packaged) return packaged;
  if (p.kind === "count") {
    const n = Math.max(1, roundUp(p.amount, 1));
    return { name: inflectPhrase(p.food, n >= 2), quantity: String(n), unit: "" };
  }
  if (p.kind === "mass") return massShown(p);
  if (p.kind === "volume") return volumeShown(p);
  const n = Math.max(1, roundUp(p.amount, 1));
  const unit = n >= 2 ? pluralize(singularize(p.written)) : singularize(p.written);
  return { name: p.food, quantity: String(n), unit };
}
