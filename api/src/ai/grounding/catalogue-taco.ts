import { phraseKey, type FoodRow } from "@chefzap/shared";
import { catalogue, nameKeys } from "../../modules/catalogue/index.ts";
import { PACKAGE_GRAMS } from "./package-weights.ts";
import { TACO_LACKS } from "./taco-lacks.ts";

/** A food with no relevant energy (water, spices by the pinch): counted as covered, no nutrients. */
export const FREE_FOOD_ID = 0;
/** A known food TACO does not cover: it stays unmatched rather than falling to a wrong neighbour. */
export const UNKNOWN_FOOD_ID = -1;

export interface AliasTarget {
  id: number;
  confidence: number;
  /** The food's own grams per unit, when they differ from its TACO item's (tomate-cereja vs tomate). */
  units?: Readonly<Record<string, number>>;
}

/** What grounding needs from the food catalogue, by match key and by TACO id. */
export interface CatalogueTaco {
  /** Every name of every food → its TACO item (or FREE/UNKNOWN) and how sure the pairing is. */
  aliases: Map<string, AliasTarget>;
  /** Grams per mL of a TACO item, raw or cooked. */
  density: Map<number, number>;
  /** Grams per household unit or package of a TACO item. */
  units: Map<number, Readonly<Record<string, number>>>;
  /** Grams a line "a gosto" stands for. */
  toTaste: Map<number, number>;
}

// A name of the catalogue means its food's item as bought; a stand-in says so with its confidence.
const NAMED_CONFIDENCE = 0.95;

let facts: CatalogueTaco | undefined;

export function catalogueTaco(): CatalogueTaco {
  facts ??= build(catalogue().list());
  return facts;
}

function build(foods: readonly FoodRow[]): CatalogueTaco {
  const out: CatalogueTaco = { aliases: new Map(), density: new Map(), units: new Map(), toTaste: new Map() };
  for (const name of Object.keys(TACO_LACKS))
    out.aliases.set(phraseKey(name), { id: UNKNOWN_FOOD_ID, confidence: NAMED_CONFIDENCE });
  for (const food of foods) {
    const units = unitsOf(food);
    const target = tacoTarget(food, units);
    for (const key of nameKeys(food)) if (!out.aliases.has(key)) out.aliases.set(key, target);
    if (typeof food.taco !== "object") continue;
    const { raw, cooked } = food.taco;
    if (food.density) out.density.set(raw, food.density);
    if (cooked && food.cookedDensity) out.density.set(cooked, food.cookedDensity);
    // The item's units are its main food's; a kind (parent set) keeps its own on its names only.
    if (units && (!food.parent || !out.units.has(raw))) out.units.set(raw, units);
    if (food.toTaste) out.toTaste.set(raw, food.toTaste);
  }
  return out;
}

/** Household units from the catalogue, package weights from their own table. */
function unitsOf(food: FoodRow): Readonly<Record<string, number>> | undefined {
  const units = { ...food.units, ...PACKAGE_GRAMS[food.id] };
  return Object.keys(units).length > 0 ? units : undefined;
}

function tacoTarget(food: FoodRow, own: Readonly<Record<string, number>> | undefined): AliasTarget {
  const units = own ? { units: own } : {};
  if (food.taco === "free") return { id: FREE_FOOD_ID, confidence: NAMED_CONFIDENCE, ...units };
  if (food.taco === "none") return { id: UNKNOWN_FOOD_ID, confidence: NAMED_CONFIDENCE, ...units };
  return { id: food.taco.raw, confidence: food.taco.confidence ?? NAMED_CONFIDENCE, ...units };
}
