import type { FoodEntry } from "../types.ts";
import { OVEN_STEP } from "./oven-to-airfryer.ts";
import { FRYING, foodsIn, lowerFirst, stepMinutes, TIME_PHRASE, upperFirst } from "./step-text.ts";

const SIMMER = /\b(?:cozinhe|deixe cozinhar|ferva)\b/i;
const UNDER_PRESSURE = /\bpressão\b/i;
const LIQUID = /(?<!\p{L})(?:água|caldo|cubra|leite|molho)(?!\p{L})/iu;
const UNTIL = /\baté\s.*$/i;
const TENDER = /\baté\s[^.;]*\b(?:maci[oa]s?|ceder|soltar do osso|desmanch\w*|amolecer|cozid[oa]s?)\b/i;
// The verbs that start a cook's next action inside the same sentence ("… e amasse ainda quente").
const NEXT_ACTION =
  /(?:\s+e|,)\s+(?=(?:amasse|tempere|escorra|reserve|sirva|desligue|junte|acrescente|retire|deixe|bata|misture|prove|finalize|destampe|coloque|adicione|descarte|passe|desfie)\b)|;\s*/i;
// Pasta and rice turn to mush under pressure.
const QUICK = ["pasta", "rice"];
const POT = /\b(?:em|numa)\s+(?:uma\s+)?panela(?:\s+(?:grande|funda|média|pequena))?\b/i;
// "Em uma panela grande, cozinhe …": the step names the pan the pressure cooker replaces.
const POT_LEAD = /^(?:em|numa)\s+(?:uma\s+)?panela[^,]*,\s*/i;
const HOT_POT = /\bem panela bem quente\b/i;

/** Minutes after the pressure builds, for foods that need it: legumes, tough cuts, tubers. */
const BY_KEY: Record<string, number> = {
  feijao: 30,
  grao_de_bico: 35,
  lentilha: 10,
  ervilha_seca: 15,
  canjica: 40,
  costela_bovina: 45,
  rabada: 50,
  musculo: 40,
  carne_seca: 30,
  mandioca: 15,
  inhame: 10,
  abobora: 5,
  beterraba: 15,
  mandioquinha: 5,
  milho: 10,
  batata: 6,
  batata_doce: 6,
  cenoura: 5,
};
const BY_TAG: ReadonlyArray<readonly [string, number]> = [
  ["bean", 30],
  ["pulse", 30],
  ["stew", 40],
  ["offal", 25],
  ["beef", 30],
  ["pork", 25],
  ["sausage", 15],
  ["poultry", 12],
  ["tuber", 15],
  ["potato", 6],
  ["root", 10],
];

function pressureMinutes(food: FoodEntry): number | undefined {
  return BY_KEY[food.key] ?? BY_TAG.find(([tag]) => food.tags.has(tag))?.[1];
}

function round5(minutes: number): number {
  return Math.max(5, Math.round(minutes / 5) * 5);
}

// How the pan was to be kept, which the pressure cooker now decides.
const PAN_MANNER =
  /,?\s*(?:em fogo (?:baixo|médio|brando|alto|mínimo)|em fervura branda|com a panela (?:semi)?tampada|(?:semi)?tampad[oa]|com a tampa entreaberta|sem tampa)(?!\p{L})/giu;

/** The clause that cooks: what it cooks in what ("o frango em água com sal"), its "até …", what follows. */
function splitCooking(step: string): { before: string; object: string; until: string; after: string } {
  const verb = SIMMER.exec(step)!;
  const before = step
    .slice(0, verb.index)
    .replace(POT_LEAD, "")
    .replace(/\s+e\s+$/, "")
    .replace(/,\s*$/, "")
    .trim();
  const rest = step.slice(verb.index + verb[0].length);
  const next = NEXT_ACTION.exec(rest);
  const clause = (next ? rest.slice(0, next.index) : rest.replace(/\.\s*$/, "")).replace(TIME_PHRASE, "");
  const after = next ? rest.slice(next.index + next[0].length).trim() : "";
  const until = (UNTIL.exec(clause)?.[0] ?? "").replace(PAN_MANNER, "").trim();
  const object = clause
    .replace(UNTIL, "")
    .replace(PAN_MANNER, "")
    .replace(/^[\s,]+|[\s,]+$/g, "");
  return { before, object, until, after };
}

export interface PressurePlan {
  instructions: string[];
  savedMinutes: number;
  /** The dish is still fried or baked afterwards; the pressure cooker only does its simmering. */
  partial: boolean;
}

/**
 * Long simmering moved to the pressure cooker: browned and sautéed in it with the lid off, then cooked
 * under pressure for what the slowest food needs, and opened only once the pressure is gone. Undefined
 * when no step simmers long enough for the pressure to matter.
 */
export function planPressure(
  steps: readonly string[],
  readyKeys: ReadonlySet<string>,
): PressurePlan | undefined {
  const done = new Set<string>(readyKeys);
  let savedMinutes = 0;
  let converted = -1;
  const out = steps.map((step, i) => {
    if (UNDER_PRESSURE.test(step)) foodsIn(step).forEach((food) => done.add(food.key));
    if (!SIMMER.test(step) || UNDER_PRESSURE.test(step) || OVEN_STEP.test(step)) return step;
    const underPressure = pressureTime(step, steps.slice(0, i), done);
    if (underPressure === undefined) return step;
    savedMinutes += Math.max(0, (stepMinutes(step) ?? 0) - underPressure - 10);
    [step, ...steps.slice(0, i)].flatMap(foodsIn).forEach((food) => done.add(food.key));
    converted = i;
    return pressureStep(
      step,
      underPressure,
      steps.slice(0, i + 1).some((s) => LIQUID.test(s)),
    );
  });
  if (converted < 0) return waterBathInCooker(steps);
  const partial = steps.slice(converted + 1).some((step) => OVEN_STEP.test(step) || FRYING.test(step));
  return { instructions: movePotToCooker(out, converted), savedMinutes, partial };
}

const WATER_BATH = /banho-maria/i;
const COOKER_BATH =
  "Coloque a forma, bem tampada com papel-alumínio, na panela de pressão com água até a metade da altura da forma. Tampe e, depois que pegar pressão, cozinhe em fogo baixo por 25 minutos. Desligue o fogo e espere a pressão sair por completo antes de abrir a panela.";

/** A pudim baked in banho-maria sets as well in the pressure cooker, in its covered mould. */
function waterBathInCooker(steps: readonly string[]): PressurePlan | undefined {
  const bath = steps.findIndex((step) => WATER_BATH.test(step));
  if (bath < 0) return undefined;
  const preheat = /^preaqueça o forno/i;
  if (
    steps.some(
      (step, i) => i !== bath && OVEN_STEP.test(step) && !preheat.test(step) && !/levar ao forno/i.test(step),
    )
  )
    return undefined;
  const instructions = steps
    .filter((step) => !preheat.test(step))
    .map((step) => (WATER_BATH.test(step) ? COOKER_BATH : step.replace(/\s+antes de levar ao forno/i, "")));
  return { instructions, savedMinutes: Math.max(0, (stepMinutes(steps[bath]!) ?? 60) - 35), partial: false };
}

/**
 * Minutes under pressure for a simmering step, by the slowest food it cooks (or, when it names none,
 * the foods already in the pot); undefined when the step is quick or cooks pasta or rice.
 */
function pressureTime(
  step: string,
  earlier: readonly string[],
  done: ReadonlySet<string>,
): number | undefined {
  const own = foodsIn(step).filter((food) => !done.has(food.key));
  if (own.some((food) => QUICK.some((tag) => food.tags.has(tag)))) return undefined;
  const pot = own.length > 0 ? own : earlier.flatMap(foodsIn).filter((food) => !done.has(food.key));
  const slowest = Math.max(0, ...pot.map((food) => pressureMinutes(food) ?? 0));
  const minutes = stepMinutes(step);
  const long = minutes === undefined ? TENDER.test(step) && slowest > 0 : minutes >= 20;
  if (!long) return undefined;
  return Math.max(slowest, minutes ? round5(minutes / 3) : 5);
}

function pressureStep(step: string, minutes: number, hasLiquid: boolean): string {
  const { before, object, until, after } = splitCooking(step);
  const time = `em fogo baixo por ${minutes} minutos${until ? `, ${until}` : ""}`;
  const water = hasLiquid ? "" : "cubra com água, ";
  const cook =
    object && !before
      ? `Coloque ${object} na panela de pressão, ${water}tampe e, depois que pegar pressão, cozinhe ${time}.`
      : `${before ? `${before}, ` : ""}${water}tampe a panela de pressão e, depois que pegar pressão, cozinhe ${object ? `${object} ` : ""}${time}.`;
  const release = "Desligue o fogo e espere a pressão sair por completo antes de abrir a panela.";
  return `${upperFirst(cook)} ${release}${after ? ` Depois, ${lowerFirst(after).replace(/\.?$/, ".")}` : ""}`;
}

/** The pot the dish starts in becomes the pressure cooker, used open until it is closed. */
function movePotToCooker(steps: string[], until: number): string[] {
  let named = false;
  return steps.map((step, i) => {
    if (i >= until) return step;
    let text = step;
    if (!named && HOT_POT.test(text)) {
      named = true;
      return text.replace(HOT_POT, "na panela de pressão, ainda sem a tampa, bem quente");
    }
    if (!POT.test(text)) return text;
    text = text.replace(POT, named ? "na mesma panela" : "na panela de pressão, ainda sem a tampa,");
    named = true;
    return text.replace(/,\s*([.;])/g, "$1").replace(/,\s*,/g, ",");
  });
}
