import { agree, fold, formatAmount, pluralize, singularize } from "@chefzap/shared";
import { fittingCut } from "../knowledge/cuts.ts";
import type { SlotSpec } from "../knowledge/dish-types.ts";
import { CAN_GRAMS } from "../knowledge/packages.ts";
import { coursePortion, type Course } from "../knowledge/portions.ts";
import { formatMeasure, householdMeasure, roundAmount } from "../text/quantity.ts";
import type { FoodUse, Gender, Portion, Unit } from "../types.ts";

export interface RenderedLine {
  text: string;
  /** Whether steps should speak of it in the plural ("os ovos"). */
  plural: boolean;
}

const MEASURABLE = new Set<Unit>(["g", "ml", "xic", "cs", "cc", "pitada"]);
/** Nouns a measure puts in front of the food, whose gender a cut agrees with. */
const MEASURE_NOUN_GENDER: Partial<Record<Unit, Gender>> = { dente: "m", fatia: "f", folha: "f", maco: "m" };
const UNIT_NOUN: Partial<Record<Unit, string>> = {
  dente: "dente",
  fatia: "fatia",
  folha: "folha",
  maco: "maço",
};

function amountFor(use: FoodUse, slot: SlotSpec, servings: number, share: number, course: Course): Portion {
  const unit = use.food.portion[1];
  const qty = slot.qtyOf?.[use.food.key] ?? slot.qty;
  // Grams fit anything; cups and spoons only foods already measured that way (not "2 xícaras de ovo").
  const fits = qty && (qty[1] === unit || qty[1] === "g" || (MEASURABLE.has(qty[1]) && MEASURABLE.has(unit)));
  if (qty && fits) return [qty[0] * share, qty[1]];
  const [amount] = coursePortion(use.food, course, servings, slot.factor ?? 1);
  return householdMeasure(amount * share, unit);
}

/** "ervas finas", or the cook's own plural name for a measured food ("grãos de milho", "folhas de couve"). */
function inherentlyPlural(use: FoodUse): boolean {
  if (use.display !== use.food.name) return singularize(use.display) !== use.display;
  return use.food.plural === use.food.name && use.food.name.endsWith("s");
}

export function displayPlural(use: FoodUse): string {
  return use.display === use.food.name ? use.food.plural : pluralize(use.display);
}

/** "500 g de peito de frango em cubos", "½ cebola picada", "sal a gosto". */
/** The amount of a food for the whole dish, before it is rounded to what a cook measures. */
export function lineAmount(
  use: FoodUse,
  slot: SlotSpec,
  servings: number,
  count: number,
  course: Course,
): Portion {
  const share = count > 1 ? Math.max(0.5, 1.5 / count) : 1;
  const [amount, unit] = amountFor(use, slot, servings, share, course);
  // Past the second spoon a cook pours fat by whole spoons, as scaling a recipe writes them too.
  const wholeSpoons = use.food.role === "fat" && (unit === "cs" || unit === "cc") && amount >= 2;
  return [wholeSpoons ? Math.round(amount) : amount, unit];
}

/** `scale` trims a dish whose portion would pass its course's kcal. */
export function renderLine(
  use: FoodUse,
  slot: SlotSpec,
  servings: number,
  count: number,
  course: Course = "main",
  scale = 1,
): RenderedLine {
  const [unscaled, unit] = lineAmount(use, slot, servings, count, course);
  return lineText(use, slot, roundAmount(unscaled * scale, unit, use.food.whole), unit);
}

/** The amount of a food as the list writes it: rounded to what a cook measures. */
export function listedAmount(
  use: FoodUse,
  slot: SlotSpec,
  servings: number,
  count: number,
  course: Course,
  scale: number,
): Portion {
  const [unscaled, unit] = lineAmount(use, slot, servings, count, course);
  return [roundAmount(unscaled * scale, unit, use.food.whole), unit];
}

/**
 * A line measured by another food's listed amount ("1 ½ xícara de água" for "¾ xícara de arroz"): the
 * ratio is kept as written, so it is rounded only to the quarter cup a cook can pour.
 */
export function followingLine(
  use: FoodUse,
  slot: SlotSpec,
  lead: FoodUse,
  leadAmount: Portion,
): RenderedLine {
  const per = slot.follows!.per;
  const ratio = per[lead.display.toLowerCase()] ?? per[lead.food.key] ?? 2;
  const [amount, unit] = leadAmount;
  return lineText(use, slot, roundAmount(amount * ratio, unit), unit);
}

/** "2 latas de atum (170 g cada)": a canned food's grams, in the cans a cook buys. */
function canLine(use: FoodUse, grams: number, can: number): RenderedLine {
  // An opened can of fish does not keep: the recipe takes it whole.
  const cans = Math.max(1, Math.round(grams / can));
  const each = cans >= 2 ? " cada" : "";
  // The can already says it: "1 lata de sardinha", not "1 lata de sardinha em lata".
  const name = use.display.replace(/ (em lata|enlatad[oa]s?)$/i, "");
  return { text: `${formatMeasure(cans, "lata")} de ${name} (${can} g${each})`, plural: false };
}

/** A participle's stem, so "dessalgada" and "dessalgado" are one word. */
function stem(word: string): string {
  return fold(word.toLowerCase()).replace(/(o|a|os|as)$/, "");
}

/**
 * The cut less what the cook's name already says: "feijão cozido", "queijo ralado" take no cut again, and
 * "bacalhau dessalgado" takes "em lascas", not "dessalgado e em lascas".
 */
function unsaid(display: string, cut: string | undefined): string | undefined {
  if (!cut) return cut;
  const name = fold(display.toLowerCase());
  if (name.endsWith(` ${fold(cut)}`)) return undefined;
  const last = stem(name.split(" ").at(-1) ?? "");
  const parts = cut.split(" e ");
  if (!parts[0]!.includes(" ") && stem(parts[0]!) === last) return parts.slice(1).join(" e ") || undefined;
  return cut;
}

function lineText(use: FoodUse, slot: SlotSpec, amount: number, unit: Unit): RenderedLine {
  const can = CAN_GRAMS[use.food.key];
  if (can && unit === "g") return canLine(use, amount, can);
  const own = use.food.prep === "ralado" && slot.stewCut ? slot.stewCut : use.food.prep;
  const fitting = fittingCut(
    use.food,
    use.display,
    own && slot.keepCuts?.includes(own) ? own : (slot.prep ?? own),
  );
  const cut = unsaid(use.display, fitting);
  const inherentPlural = inherentlyPlural(use);
  if (unit === "gosto") {
    const prep = cut ? ` ${agree(cut, use.gender, inherentPlural)}` : "";
    return { text: `${use.display}${prep} a gosto`, plural: inherentPlural };
  }
  if (unit === "un") {
    const many = amount >= 2;
    const prep = cut ? ` ${agree(cut, use.gender, many)}` : "";
    return {
      text: `${formatAmount(amount, { mixedFractions: true })} ${many ? displayPlural(use) : use.display}${prep}`,
      plural: many,
    };
  }
  const nounGender = MEASURE_NOUN_GENDER[unit];
  // "2 folhas de louro", not "2 folhas de folha de louro" when the cook typed "folha de louro".
  const noun = UNIT_NOUN[unit];
  const display = noun ? use.display.replace(new RegExp(`^${noun}s? de `, "i"), "") : use.display;
  const prep = cut
    ? ` ${nounGender ? agree(cut, nounGender, amount >= 2) : agree(cut, use.gender, inherentPlural)}`
    : "";
  return { text: `${formatMeasure(amount, unit)} de ${display}${prep}`, plural: inherentPlural };
}
