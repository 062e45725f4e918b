import { parseIngredientLine, phraseKey } from "@chefzap/shared";
import { LRUCache } from "lru-cache";
import { catalogue } from "../../../modules/catalogue/index.ts";
import { groundLine, tacoFood } from "../../grounding/index.ts";
import type { FoodEntry, FoodRole, Portion, Unit } from "../types.ts";
import type { DishCategory, DishTemplate } from "./dish-types.ts";

/** What a dish is on the table: the plate's main, a side beside it, or a sweet. */
export type Course = "main" | "side" | "dessert";

/** kcal a portion may reach: a hearty plate, a side beside it, a slice or a bowl of a sweet. */
export const MAX_KCAL: Readonly<Record<Course, number>> = { main: 800, side: 400, dessert: 450 };

const DESSERT_TITLE =
  /^(bolo|pudim|brigadeiro|beijinho|mousse|doce|sorvete|pave|cocada|quindim|manjar|compota|geleia|gelatina|mingau|vitamina|salada de fruta|bombom|pe de moleque|canjica|arroz doce|rabanada|cuca|cheesecake|brownie|cookie|suco|smoothie)s?\b/;
// Arroz carreteiro and arroz de forno are plates of their own, whatever else their title names.
const SIDE_TITLE =
  /^(arroz(?! (carreteiro|de forno|tropeiro))|farofa|salada|feijao|pure|legumes|couve|vinagrete|batata|mandioca|abobrinha|quiabo|cenoura|brocolis|chuchu|repolho|vagem|pirao)s?\b/;

/**
 * The course a title names, as a cook reads it: a sweet, a side (unless a protein the title names leads
 * it: "Arroz de frango"), or a main. `key` is the title folded (no accents, lower case).
 */
export function courseOfTitle(key: string, namesProtein: boolean): Course {
  if (DESSERT_TITLE.test(key)) return "dessert";
  return SIDE_TITLE.test(key) && !namesProtein ? "side" : "main";
}

// Rice, beans, farofas, salads and sautéed greens go beside a main unless a protein leads them.
const SIDE_CATEGORIES: ReadonlySet<DishCategory> = new Set([
  "arroz",
  "feijão",
  "farofas",
  "saladas",
  "refogados",
]);

export function courseOf(template: DishTemplate, foods: readonly FoodEntry[]): Course {
  if (template.course) return template.course;
  if (template.flavour === "sweet") return "dessert";
  const led = foods.some((food) => food.role === "protein" && !food.tags.has("sausage"));
  return SIDE_CATEGORIES.has(template.category) && !led ? "side" : "main";
}

/**
 * The share of a food's own portion (a plate's worth, the catalogue's) a course serves: a side of
 * farofa carries a third of the bacon a main would, a slice of cake a third of a handful of nuts.
 */
const COURSE_SHARE: Readonly<Record<Course, Partial<Record<FoodRole, number>>>> = {
  main: {},
  side: { protein: 0.4, carb: 0.7, legume: 0.7, nut: 0.5, dairy: 0.6 },
  dessert: { nut: 0.3 },
};

/** kcal one food may bring to a portion, by course and role: what keeps a plate within its course. */
const KCAL_PER_PORTION: Readonly<Record<Course, Partial<Record<FoodRole, number>>>> = {
  main: { protein: 480, carb: 360, legume: 260, dairy: 200, nut: 150, vegetable: 200 },
  side: { protein: 160, carb: 240, legume: 200, dairy: 120, nut: 110, vegetable: 150 },
  dessert: { nut: 120, sweet: 200, dairy: 220 },
};

// Oil to sauté 2–4 portions is 1–2 colheres (sopa), whatever the food table gives a plate.
const SAUTE_SPOONS_PER_PORTION = 0.5;
const SAUTE_SPOONS_PER_FOUR = 2;

// Oil a fried food is plunged in stays in the pan, and broth is made up from a cube or a pot of bones:
// the food table's figure for the oil or the cube is not what the plate holds.
const NOT_EATEN = /\b(fritar|fritura|untar|pincelar|imersao|caldo)\b/;

/** kcal of a recipe's ingredient lines as written, from the food table, as a reader of the recipe counts them. */
export function linesKcal(lines: readonly string[]): number {
  let kcal = 0;
  for (const line of lines) kcal += lineKcal(line);
  return kcal;
}

// The chef weighs each candidate's lines while it trims a dish to its course, and the linter weighs
// them again: a line is read against the food table once.
const lineKcalCache = new LRUCache<string, number>({ max: 5000 });

function lineKcal(line: string): number {
  const cached = lineKcalCache.get(line);
  if (cached !== undefined) return cached;
  const kcal = NOT_EATEN.test(phraseKey(line))
    ? 0
    : (groundLine(parseIngredientLine(line)).nutrients?.energyKcal ?? 0);
  lineKcalCache.set(line, kcal);
  return kcal;
}

/** kcal a portion of these amounts holds, from the food table; foods it lacks count as nothing. */
export function kcalPerPortion(
  amounts: ReadonlyArray<{ food: FoodEntry; amount: Portion }>,
  servings: number,
): number {
  let kcal = 0;
  for (const { food, amount } of amounts) kcal += amount[0] * (kcalPerUnit(food.key, amount[1]) ?? 0);
  return kcal / servings;
}

const kcalCache = new Map<string, number | null>();
// Counted foods and packages the catalogue gives no weight are read as the food table's reader reads them.
const UNIT_GRAMS: Partial<Record<Unit, number>> = { un: 100, lata: 395, cx: 200 };
const UNKNOWN_DENSITY = 0.8;
const ML_OF: Partial<Record<Unit, number>> = { ml: 1, xic: 240, cs: 15, cc: 5 };

/** kcal in one unit of the food as bought (a gram, an onion, a cup), from the food table; null when unknown. */
function kcalPerUnit(key: string, unit: Unit): number | null {
  const id = `${key} ${unit}`;
  if (kcalCache.has(id)) return kcalCache.get(id)!;
  const row = catalogue().byId(key);
  const own = unit === "un" ? row?.units?.unidade : undefined;
  const taco = row?.taco;
  const per100g = taco && typeof taco === "object" ? tacoFood(taco.raw).per100g.energyKcal : null;
  const ml = ML_OF[unit];
  // A counted food the catalogue gives no weight is read as the food table's reader reads it.
  const grams = unit === "g" ? 1 : ml ? ml * (row?.density ?? UNKNOWN_DENSITY) : (own ?? UNIT_GRAMS[unit]);
  const kcal = per100g !== null && grams ? (per100g * grams) / 100 : null;
  kcalCache.set(id, kcal);
  return kcal;
}

// Eggs and rolls on a plate come whole to each person: "3 ovos" for two is an egg and a half each.
const SERVED_WHOLE_TAGS = ["egg", "bread"];

function servedWhole(food: FoodEntry, unit: Unit, course: Course, factor: number): boolean {
  return (
    unit === "un" && course === "main" && factor >= 1 && SERVED_WHOLE_TAGS.some((tag) => food.tags.has(tag))
  );
}

/** A food's amount for a whole dish of a course, from its own portion, the course's share and kcal. */
export function coursePortion(food: FoodEntry, course: Course, servings: number, factor: number): Portion {
  const [perServing, unit] = food.portion;
  if (food.role === "fat" && unit === "cs") {
    const most = SAUTE_SPOONS_PER_FOUR * Math.max(1, servings / 4);
    return [Math.min(most, Math.max(1, SAUTE_SPOONS_PER_PORTION * servings * factor)), unit];
  }
  let amount = perServing * (COURSE_SHARE[course][food.role] ?? 1) * factor;
  const budget = KCAL_PER_PORTION[course][food.role];
  const kcal = budget ? kcalPerUnit(food.key, unit) : null;
  if (kcal) amount = Math.min(amount, budget! / kcal);
  if (servedWhole(food, unit, course, factor)) amount = Math.max(1, Math.round(amount));
  return [amount * servings, unit];
}

/** Cooked beans and chickpeas sold in cans, and the cups a drained can gives (about 240 g). */
export const CANNED_COOKED = /^(?:grao_de_bico|feijao(?:_\w+)?)$/;
export const DRAINED_CAN_CUPS = 1.5;
