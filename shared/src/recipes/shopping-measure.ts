import { formatAmount, formatDecimal } from "../text/amount.ts";
import { fold } from "../text/fold.ts";
import { inflectNumber, pluralize, singularize } from "../text/plural.ts";
import type { Unit } from "./ingredient-line.ts";
import { readIngredientLine } from "./parse-ingredient-line.ts";

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

/** Reads a (scaled) line into what a shopper buys. */
export function purchaseOf(line: string, factor = 1): Purchase {
  const { parsed, parts } = readIngredientLine(line);
  const food = parsed.food.trim() || line.trim();
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

function massShown(grams: number): { quantity: string; unit: string } {
  if (grams > 1000) return { quantity: formatDecimal(roundUp(grams / 1000, 0.5)), unit: "kg" };
  return { quantity: String(roundUp(grams, grams < 100 ? 10 : 50)), unit: "g" };
}

function volumeShown(p: Purchase): { quantity: string; unit: string } {
  if (p.unit === "ml" || p.unit === "l") {
    const ml = p.amount * VOLUME[p.unit]!;
    if (ml > 1000) return { quantity: formatDecimal(roundUp(ml / 1000, 0.5)), unit: "l" };
    return { quantity: String(roundUp(ml, ml < 100 ? 10 : 50)), unit: "ml" };
  }
  const amount = roundUp(p.amount, 0.5);
  return {
    quantity: formatAmount(amount, { mixedFractions: true }),
    unit: inflectNumber(p.written, amount >= 2),
  };
}

/**
 * What the list shows: counted foods and packages in whole units ("3 tomates", "2 caixinhas"), weights
 * and volumes rounded up to how they are sold ("400 g", "1,5 kg", "300 ml"), spoons and cups to the
 * half ("1 ½ xícara (chá)"). Names agree with the count.
 */
export function showPurchase(p: Purchase): { name: string; quantity: string; unit: string } {
  if (p.kind === "taste") return { name: p.food, quantity: "", unit: "" };
  if (p.kind === "count") {
    const n = Math.max(1, roundUp(p.amount, 1));
    return { name: inflectPhrase(p.food, n >= 2), quantity: String(n), unit: "" };
  }
  if (p.kind === "mass") return { name: inflectPhrase(p.food, false), ...massShown(p.amount) };
  if (p.kind === "volume") return { name: p.food, ...volumeShown(p) };
  const n = Math.max(1, roundUp(p.amount, 1));
  const unit = n >= 2 ? pluralize(singularize(p.written)) : singularize(p.written);
  return { name: p.food, quantity: String(n), unit };
}
