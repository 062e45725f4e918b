import { packageUnit, retailPackage, type FoodRow, type RetailPackage } from "@chefzap/shared";
import { PACKAGE_GRAMS } from "../../../ai/grounding/package-weights.ts";

/** How a food is bought and written on the list: "1,5 kg", "12 unidades", "2 caixas (1 L)", "1 pacote (1 kg)". */
export interface Purchase {
  quantity: string;
  /** What is bought, in grams: the week's need rounded up to what is sold. */
  grams: number;
}

const number = new Intl.NumberFormat("pt-BR", { maximumFractionDigits: 1 });
// Retail sizes of the packages the list rounds to, in the order they are preferred.
const PACKAGES = [
  ["caixa", "caixas"],
  ["pacote", "pacotes"],
  ["pote", "potes"],
  ["bandeja", "bandejas"],
  ["lata", "latas"],
  ["vidro", "vidros"],
] as const;
// Counted only when one is big enough to pick by hand: tomatoes and bananas yes, grapes no.
const COUNTED_MIN_GRAMS = 30;
const COUNTED_CATEGORIES = new Set(["Frutas", "Vegetais", "Carboidratos"]);
// Eggs come in cartons of 6 and 12.
const SOLD_BY_SIX = new Set(["ovo"]);
const POURED = new Set([
  "leite",
  "leite_de_soja",
  "leite_sem_lactose",
  "leite_de_cabra",
  "leite_de_coco",
  "cafe",
]);

/**
 * The purchase for `grams` of a food in the week: whole packages when the package table knows the
 * product, whole units for produce and bread the catalogue weighs by the unit, otherwise weight (or
 * volume, for what is poured and the catalogue has a density) rounded up to steps a shop sells: 50 g
 * up to 250 g, 250 g up to 1 kg, 500 g beyond. The steps are ours, not a survey of shelves.
 */
export function purchaseOf(food: FoodRow, grams: number): Purchase {
  const retail = retailPackage(food.name);
  // Garlic by the head and fruit by the weight are bought as below, by the unit or the scale.
  if (retail && retail.measure !== "dente" && !retail.loose) return retailPurchase(food, retail, grams);
  const density = isPoured(food) ? food.density! : undefined;
  const pack = PACKAGES.find(([unit]) => PACKAGE_GRAMS[food.id]?.[unit]);
  if (pack) {
    const size = PACKAGE_GRAMS[food.id]![pack[0]]!;
    const count = Math.ceil(grams / size - 1e-9);
    return {
      quantity: `${count} ${count === 1 ? pack[0] : pack[1]} (${measure(size, density)})`,
      grams: count * size,
    };
  }
  const unit = food.units?.unidade;
  if (
    unit &&
    unit >= COUNTED_MIN_GRAMS &&
    (COUNTED_CATEGORIES.has(food.category) || SOLD_BY_SIX.has(food.id))
  ) {
    const step = SOLD_BY_SIX.has(food.id) ? 6 : 1;
    const count = Math.ceil(grams / unit / step - 1e-9) * step;
    return { quantity: `${count} ${count === 1 ? "unidade" : "unidades"}`, grams: count * unit };
  }
  const amount = roundUpToSold(density ? grams / density : grams);
  return {
    quantity: measure(density ? amount * density : amount, density),
    grams: density ? amount * density : amount,
  };
}

/**
 * The week's grams in the packages a recipe's list buys the food in ("1 pacote (1 kg)", "2 caixas
 * (1 L)"), so the weekly list and a recipe's list name the same things the same way.
 */
function retailPurchase(food: FoodRow, retail: RetailPackage, grams: number): Purchase {
  const gramsInOne = retail.measure === "ml" ? retail.size * (food.density ?? 1) : retail.size;
  const count = Math.max(1, Math.ceil(grams / gramsInOne - 1e-9));
  return { quantity: `${count} ${packageUnit(retail, count)}`, grams: count * gramsInOne };
}

/** Milk, coffee, oil: measured by volume in the kitchen and on the list. */
export function isPoured(food: FoodRow): boolean {
  return (
    food.density !== undefined &&
    (POURED.has(food.id) || food.role === "liquid" || (food.role === "fat" && food.category === "Temperos"))
  );
}

export function roundUpToSold(amount: number): number {
  const step = amount <= 250 ? 50 : amount <= 1000 ? 250 : 500;
  return Math.max(step, Math.ceil(amount / step - 1e-9) * step);
}

/** Grams (or, with a density, the millilitres they fill) the pt-BR way: "500 g", "1,5 kg", "1 L". */
export function measure(grams: number, density?: number): string {
  if (density) {
    const ml = Math.round(grams / density);
    return ml >= 1000 ? `${number.format(ml / 1000)} L` : `${ml} ml`;
  }
  return grams >= 1000 ? `${number.format(grams / 1000)} kg` : `${Math.round(grams)} g`;
}
