import type { FoodEntry } from "../types.ts";
import { findMentions } from "./mention-lexer.ts";
import { foodByKey, type Draft } from "./recipe-draft.ts";
import { finishAfterBake, type Subject } from "./finish-after-bake.ts";
import { OVEN_STEP } from "./oven-to-airfryer.ts";
import { FRYING, foodsIn, lowerFirst, mainFood, stepMinutes, withArticle } from "./step-text.ts";

export type DryHeat = "oven" | "airfryer";

const GRILL = /^(?:grelhe|sele)\b/i;
// A step that only heats the pan or the fat for the frying, with nothing else to do in it.
const HEAT_ONLY =
  /^aqueça\s+(?:bem\s+)?(?:uma|a|o)\s+(?:frigideira|chapa|grelha|panela|óleo|azeite|manteiga)\b/i;
const OTHER_ACTION = /\b(?:refogue|doure|junte|frite|grelhe|cozinhe|coloque|acrescente|tempere)\b/i;
// Frying that belongs to a pan dish: the fried food goes back to the pan, or its fat cooks the rest.
const PAN_DISH =
  /\bvolte\b[^.]*\b(?:frigideira|panela)\b|\bjunte tudo\b|\bgordura\b|\bmesma (?:frigideira|panela)\b[^.]*\bjunte\b/i;
const PIECES =
  /\b(?:(os|as)\s+)?(tiras|filés|bifes|fatias|palitos|discos|pedaços|iscas|bolinhos|croquetes|hambúrgueres|almôndegas|rodelas|gomos|nuggets)\b/i;
const FEMININE_PIECES = /^(tiras|fatias|iscas|almôndegas|rodelas)$/i;
const COOKED_FIRST = /\b(?:cozinhe|ferva|afervente|branqueie)\b/i;

type Kind = "fish" | "poultry" | "meat" | "burger" | "tuber" | "raw-tuber" | "bread" | "cheese" | "other";

/** [°C, minutes low, minutes high]: what each kind of piece takes to cook through and brown. */
const TIMES: Record<Kind, Record<DryHeat, readonly [number, number, number]>> = {
  fish: { oven: [200, 15, 20], airfryer: [200, 10, 12] },
  poultry: { oven: [200, 25, 30], airfryer: [200, 15, 18] },
  meat: { oven: [220, 15, 20], airfryer: [200, 10, 12] },
  burger: { oven: [200, 20, 25], airfryer: [180, 10, 12] },
  tuber: { oven: [220, 25, 30], airfryer: [200, 15, 20] },
  "raw-tuber": { oven: [220, 35, 40], airfryer: [200, 20, 25] },
  bread: { oven: [200, 15, 20], airfryer: [180, 8, 10] },
  cheese: { oven: [220, 10, 15], airfryer: [200, 8, 10] },
  other: { oven: [200, 20, 25], airfryer: [200, 12, 15] },
};

function kindOf(food: FoodEntry | undefined, cookedFirst: boolean): Kind {
  const tags = food?.tags ?? new Set<string>();
  const has = (...names: string[]) => names.some((name) => tags.has(name));
  if (has("fish", "seafood", "whitefish")) return "fish";
  if (has("poultry")) return "poultry";
  if (has("ground")) return "burger";
  if (has("beef", "steak", "pork", "offal", "sausage", "lamb")) return "meat";
  if (has("bread")) return "bread";
  if (has("cheese")) return "cheese";
  if (has("tuber", "potato", "plantain", "root")) return cookedFirst ? "tuber" : "raw-tuber";
  return "other";
}

/**
 * A step that fries or grills a food to eat as it is; a sear before the roast ("sele a peça … antes
 * de levar ao forno", or the food named again in an oven step) is part of an oven dish.
 */
function isFrying(steps: readonly string[], at: number): boolean {
  const step = steps[at]!;
  if (!FRYING.test(step) && !GRILL.test(step)) return false;
  if (/\bforno\b/i.test(step)) return false;
  const keys = new Set(
    foodsIn(step)
      .filter((food) => food.role !== "fat")
      .map((food) => food.key),
  );
  return !steps
    .slice(at + 1)
    .some((later) => OVEN_STEP.test(later) && foodsIn(later).some((food) => keys.has(food.key)));
}

function pieceSubject(text: string): Subject | undefined {
  const match = PIECES.exec(text);
  if (!match) return undefined;
  const noun = match[2]!.toLowerCase();
  const art = match[1]?.toLowerCase() ?? (FEMININE_PIECES.test(noun) ? "as" : "os");
  return { text: `${art} ${noun}`, plural: true };
}

/** What goes into the oven: the pieces or the food the frying step names, else the dish's main food. */
function subjectOf(steps: readonly string[], at: number, draft: Draft): Subject {
  const step = steps[at]!;
  const inStep = pieceSubject(step);
  if (inStep) return inStep;
  const named = findMentions(step).find((m) => foodByKey(m.key)?.role !== "fat");
  if (named) {
    const food = foodByKey(named.key)!;
    const text = named.article ? lowerFirst(step.slice(named.start, named.end)) : withArticle("o", food);
    return { text, plural: named.plural, food };
  }
  for (let i = at - 1; i >= 0; i -= 1) {
    const pieces = pieceSubject(steps[i]!);
    if (pieces) return { ...pieces, food: mainFood(draft) };
  }
  const food = mainFood(draft);
  if (!food) return { text: "os pedaços", plural: true };
  // The steps' own name for it ("o taro"), not the catalogue's ("o inhame").
  for (const step of steps.slice(0, at)) {
    const mention = findMentions(step).find((m) => m.key === food.key && m.article);
    if (mention)
      return { text: lowerFirst(step.slice(mention.start, mention.end)), plural: mention.plural, food };
  }
  return { text: withArticle("o", food), plural: false, food };
}

function fatsOf(steps: readonly string[]): FoodEntry[] {
  const fats = steps.flatMap(foodsIn).filter((food) => food.role === "fat");
  return fats.filter((fat, i) => fats.findIndex((other) => other.key === fat.key) === i);
}

/** "do óleo", "da margarina e do ghee". */
function fatsPhrase(form: "o" | "do", fats: readonly FoodEntry[]): string {
  const named = fats.map((fat) => withArticle(form, fat));
  return named.length > 1 ? `${named.slice(0, -1).join(", ")} e ${named.at(-1)}` : named[0]!;
}

function bakeStep(method: DryHeat, subject: Subject, fats: readonly FoodEntry[], kind: Kind): string {
  const [celsius, low, high] = TIMES[kind][method];
  const time = `${low} a ${high} minutos, virando na metade do tempo`;
  if (method === "oven") {
    const pan =
      fats.length > 0
        ? `em uma assadeira untada com um pouco ${fatsPhrase("do", fats)}, sem amontoar, e pincele com o restante`
        : "em uma assadeira antiaderente, sem amontoar";
    return `Arrume ${subject.text} ${pan}. Asse em forno preaquecido a ${celsius} °C por ${time}, até dourar.`;
  }
  const basket = `no cesto da airfryer sem amontoar (se não couber, faça em levas) e deixe dourar a ${celsius} °C por ${time}.`;
  return fats.length > 0
    ? `Pincele ${subject.text} com ${fatsPhrase("o", fats)}, arrume ${basket}`
    : `Arrume ${subject.text} ${basket}`;
}

export interface DryHeatPlan {
  instructions: string[];
  fat: FoodEntry;
  /** Every fat the frying used; with no oil asked for, the ones no step names any more leave the list. */
  fats: FoodEntry[];
  /** The fat is still used in a pan step, so its line keeps its amount. */
  fatStillCooks: boolean;
  extraMinutes: number;
}

interface Frying {
  fried: number[];
  oilFree: boolean;
  /** Steps that only heated the pan or the oil, which the oven or the airfryer no longer needs. */
  heating: boolean[];
  fats: FoodEntry[];
  subject: Subject;
  kind: Kind;
}

/** Each fried step becomes a bake (the airfryer preheated just before); the oven is preheated first. */
function bakeSteps(steps: readonly string[], frying: Frying, method: DryHeat, draft: Draft) {
  const { fried, heating, fats, subject, kind, oilFree } = frying;
  const rewritten: string[] = [];
  const bakes: string[] = [];
  steps.forEach((step, i) => {
    if (heating[i]) return;
    if (!fried.includes(i)) return void rewritten.push(step);
    const own = i === fried[0] ? subject : subjectOf(steps, i, draft);
    let baked = bakeStep(method, own, oilFree ? [] : fats, kind);
    if (/\bsirva\b/i.test(step) && i === steps.length - 1) baked += " Sirva quente.";
    if (method === "airfryer" && bakes.length === 0)
      rewritten.push(`Preaqueça a airfryer a ${TIMES[kind].airfryer[0]} °C por 5 minutos.`);
    rewritten.push(baked);
    bakes.push(baked);
  });
  if (method === "oven" && !rewritten.some((step) => /preaqueça o forno/i.test(step)))
    rewritten.unshift(`Preaqueça o forno a ${TIMES[kind].oven[0]} °C.`);
  return { rewritten, bakes, bakeAt: rewritten.lastIndexOf(bakes.at(-1)!) };
}

function readFrying(draft: Draft, fallbackFat: FoodEntry, oilFree: boolean): Frying | "none" | "pan" {
  const steps = draft.instructions;
  const fried = steps.map((step, i) => (isFrying(steps, i) ? i : -1)).filter((i) => i >= 0);
  if (fried.length === 0) return "none";
  if (steps.slice(fried.at(-1)! + 1).some((step) => PAN_DISH.test(step))) return "pan";
  const heating = steps.map(
    (step, i) =>
      HEAT_ONLY.test(step) && !OTHER_ACTION.test(step.replace(/^aqueça/i, "")) && fried.includes(i + 1),
  );
  const found = fatsOf(steps.filter((_, i) => heating[i] || fried.includes(i)));
  const subject = subjectOf(steps, fried[0]!, draft);
  const cookedFirst = steps.slice(0, fried[0]).some((step) => COOKED_FIRST.test(step));
  const kind = kindOf(subject.food ?? mainFood(draft), cookedFirst);
  const fats = found.length > 0 ? found : [fallbackFat];
  return { fried, heating, fats, subject, kind, oilFree };
}

/**
 * Frying or grilling rewritten for the oven or the airfryer: the pan-heating step goes, each fried food
 * is brushed with the fat and baked, turned halfway, and what came after is told as a cook would do it
 * now. "none" when nothing is fried or grilled; "pan" when the frying is part of a pan dish.
 */
export function planDryHeat(
  draft: Draft,
  method: DryHeat,
  fallbackFat: FoodEntry,
  oilFree = false,
): DryHeatPlan | "none" | "pan" {
  const frying = readFrying(draft, fallbackFat, oilFree);
  if (typeof frying === "string") return frying;
  const steps = draft.instructions;
  const fat = frying.fats[0]!;
  const { rewritten, bakes, bakeAt } = bakeSteps(steps, frying, method, draft);
  const finished = finishAfterBake(rewritten, bakeAt, { subject: frying.subject, fat, method });
  if (!finished) return "pan";
  const friedMinutes = frying.fried.reduce((sum, i) => {
    const sides = /de cada lado/i.test(steps[i]!) ? 2 : 1;
    return sum + (stepMinutes(steps[i]!) ?? 10) * sides;
  }, 0);
  const fatStillCooks = finished.some(
    (step) =>
      !bakes.some((bake) => step.startsWith(bake)) && foodsIn(step).some((food) => food.key === fat.key),
  );
  const [, , bakeMinutes] = TIMES[frying.kind][method];
  return {
    instructions: finished,
    fat,
    fats: frying.fats,
    fatStillCooks,
    extraMinutes: bakeMinutes - friedMinutes + (method === "oven" ? 5 : 0),
  };
}
