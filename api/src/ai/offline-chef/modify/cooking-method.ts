import { food } from "../knowledge/catalogue.ts";
import { planDryHeat, type DryHeat, type DryHeatPlan } from "./fry-to-dry-heat.ts";
import { matchIngredient } from "../normalize/normalize-ingredient.ts";
import { airfryerBatches, OVEN_STEP, ovenToAirfryer } from "./oven-to-airfryer.ts";
import { planPressure } from "./pressure-cooker.ts";
import { leadingAmount } from "./line-scale.ts";
import { foodOfLine, mentionsKeyIn, type Draft } from "./recipe-draft.ts";
import { FRYING, lineIndexOf } from "./step-text.ts";

export type CookingMethod = DryHeat | "pressure";

const METHOD_WORDS: ReadonlyArray<readonly [CookingMethod, string]> = [
  ["airfryer", String.raw`air ?fr[iy]er|fritadeira(?: eletrica| sem oleo)?`],
  ["pressure", String.raw`(?:panela de )?pressao`],
  ["oven", String.raw`(?<!sem )forno|ass(?:e|ar|ado|ada|ados|adas)|(?:sem|nada de|nao quero|nao) frit\w*`],
];
const LEAD = String.raw`(?:\b(?:faca|faz|fazer|feit[oa]|coloque|coloca|bote|bota|leve|leva|ponha|poe|prepare|prepara|use|usa|usar|usando)\s+)?(?:\b(?:na|no|em|a|o|pela|pelo|para|pra|de|ao)\s+)?`;
// "em vez de fritar", "no lugar da frigideira": what the method replaces, not a food to swap.
const INSTEAD =
  /\b(?:em vez|no lugar|ao inves)\s+d[aeo]s?\s+(?:frit\w*|frigideira|forno|panela(?: comum)?|fogao)\b/g;

/** The cooking method a folded request asks for; the airfryer wins over "assar" said of it. */
export function readMethod(folded: string): CookingMethod | undefined {
  return METHOD_WORDS.find(([, words]) => new RegExp(String.raw`\b(?:${words})\b`).test(folded))?.[0];
}

/** "na airfryer sem óleo", "assado sem azeite"; "fritadeira sem óleo" is only the appliance's name. */
export const OIL_FREE = /\bsem (?:oleo|azeite|gordura)\b/;

/** The request without the method's words, so "coloque na airfryer" is not a food to add. */
export function withoutMethodWords(folded: string): string {
  const all = METHOD_WORDS.map(([, words]) => words).join("|");
  return folded.replace(INSTEAD, ",").replace(new RegExp(String.raw`${LEAD}\b(?:${all})\b`, "g"), ",");
}

const HEAT =
  /\b(?:fogo|forno|cozinh\w*|ferv\w*|asse|frite|refogue|doure|grelhe|aqueça|airfryer|pressão|micro-ondas|derreta|toste|salteie|sele)\b/i;
const WANTED: Record<CookingMethod, string> = {
  oven: "a receita assada no forno",
  airfryer: "a receita na airfryer",
  pressure: "a receita na panela de pressão",
};
const TIPS: Record<CookingMethod, string> = {
  oven: "Não amontoe os pedaços na assadeira: o vapor amolece a crosta.",
  airfryer: "Não lote o cesto da airfryer: o ar quente precisa circular para dourar por igual.",
  pressure:
    "Não encha a panela de pressão além de dois terços (metade, com feijão e grãos) e só abra depois que a pressão sair por completo.",
};
const FRYING_TALK = /fritur|fritar|frite|óleo (?:bem )?quente/i;

function refusal(method: CookingMethod, why: string): string {
  return `Entendi que você quer ${WANTED[method]}, mas ${why}.`;
}

/** Sentences about frying no longer hold once the dish is baked. */
function dropFryingTalk(texts: readonly string[]): string[] {
  return texts
    .map((text) =>
      text
        .split(/(?<=[.!?])\s+/)
        .filter((sentence) => !FRYING_TALK.test(sentence))
        .join(" "),
    )
    .filter(Boolean);
}

/** Gender and number of the dish's first word ("Posta de peixe" is feminine, "Filé de pescada" not). */
function headAgreement(title: string): { gender: "m" | "f"; plural: boolean } {
  const word = title.split(" ")[0]!;
  const match = matchIngredient(word);
  const plural = /[^ê]s$/i.test(word);
  if (match.food) return { gender: match.gender, plural };
  return { gender: /(?:a|agem|ção|dade)s?$|ções$/i.test(word) ? "f" : "m", plural };
}

/** One qualifier for the method: "Mandioca assada", "Isca de peixe empanado e assado", "… na airfryer". */
export function methodTitle(title: string, method: CookingMethod): string {
  if (method === "pressure") return /pressão/i.test(title) ? title : `${title} na pressão`;
  if (method === "airfryer")
    return /airfryer/i.test(title) ? title : `${title.replace(/\s+(?:de|no) forno\b/i, "")} na airfryer`;
  if (/\bfrit(?=[oa]s?\b)|\bgrelhad(?=[oa]s?\b)/i.test(title))
    return title.replace(/\bfrit(?=[oa]s?\b)|\bgrelhad(?=[oa]s?\b)/i, "assad");
  if (/\bassad[oa]s?\b/i.test(title)) return title;
  const breaded = /\bempanad([oa]s?)\b/i.exec(title);
  if (breaded) return title.replace(breaded[0], `${breaded[0]} e assad${breaded[1]}`);
  const { gender, plural } = headAgreement(title);
  const baked = `assad${gender === "f" ? "a" : "o"}${plural ? "s" : ""}`;
  // "Rabanada assada com uva": the participle goes with the dish, before what it is served with.
  const served = title.search(/\s(?:com|e)\s/);
  return served < 0 ? `${title} ${baked}` : `${title.slice(0, served)} ${baked}${title.slice(served)}`;
}

function commitDry(draft: Draft, method: DryHeat, plan: DryHeatPlan, oilFree = false): void {
  draft.instructions = plan.instructions;
  draft.cookingTime = Math.round((draft.cookingTime + plan.extraMinutes) / 5) * 5;
  if (oilFree) {
    const unused = (key: string) => !draft.instructions.some((step) => mentionsKeyIn(step, key));
    draft.ingredients = draft.ingredients.filter((line) => {
      const fat = foodOfLine(line);
      return !(fat && plan.fats.some((used) => used.key === fat.key) && unused(fat.key));
    });
    return;
  }
  const at = lineIndexOf(draft, plan.fat.key);
  // Never more fat than the frying took: a pan fried in one spoonful bakes brushed with one.
  const had =
    at >= 0 && /colher/.test(draft.ingredients[at]!) ? leadingAmount(draft.ingredients[at]!) : undefined;
  const spoons = Math.max(1, Math.min(method === "oven" ? 2 : 1, Math.floor(had ?? Infinity)));
  const measure = spoons > 1 ? `${spoons} colheres (sopa)` : "1 colher (sopa)";
  const brushing =
    method === "oven"
      ? `${measure} de ${plan.fat.name} para untar e pincelar`
      : `${measure} de ${plan.fat.name} para pincelar`;
  if (at < 0) draft.ingredients.push(brushing);
  else if (!plan.fatStillCooks) draft.ingredients[at] = brushing;
}

/** Frying moved to the oven, the dish keeping its name (for "mais saudável"); false when nothing is fried. */
export function bakeInsteadOfFrying(draft: Draft): boolean {
  const plan = planDryHeat(draft, "oven", food("oleo"));
  if (typeof plan === "string") return false;
  commitDry(draft, "oven", plan);
  draft.tips = dropFryingTalk(draft.tips);
  draft.substitutions = dropFryingTalk(draft.substitutions);
  return true;
}

/** Where a dish that neither fries nor bakes is made, for the answer that it cannot move. */
function madeIn(steps: readonly string[]): string {
  const all = steps.join(" ");
  if (/micro-ondas/i.test(all)) return "no micro-ondas";
  return /frigideira/i.test(all) && !/panela/i.test(all) ? "na frigideira" : "na panela";
}

function ovenStepsToAirfryer(draft: Draft, alsoFried: boolean): string | undefined {
  if (!alsoFried && draft.instructions.some((step) => /airfryer/i.test(step)))
    return refusal("airfryer", "ela já é feita na airfryer");
  const baked = ovenToAirfryer(draft.instructions);
  if (baked === "water-bath")
    return refusal("airfryer", "ela assa em banho-maria, e a airfryer não comporta banho-maria");
  if (baked === "none")
    return alsoFried
      ? undefined
      : refusal("airfryer", `ela é feita ${madeIn(draft.instructions)}; na airfryer, viraria outro prato`);
  draft.instructions = baked;
  if (!alsoFried) draft.cookingTime = Math.round((draft.cookingTime * 0.8) / 5) * 5;
  airfryerBatches(draft);
  return undefined;
}

function applyDryHeat(draft: Draft, method: DryHeat, oilFree: boolean): string | undefined {
  const plan = planDryHeat(draft, method, food("oleo"), oilFree);
  if (plan === "pan")
    return refusal(
      method,
      "a fritura aqui faz parte do preparo na panela: o que é frito volta para ela com o resto",
    );
  if (plan !== "none") {
    commitDry(draft, method, plan, oilFree);
    draft.tips = dropFryingTalk(draft.tips);
    draft.substitutions = dropFryingTalk(draft.substitutions);
    // A gratin after the frying goes to the airfryer too; a banho-maria beside frying is not a case.
    if (method === "airfryer") ovenStepsToAirfryer(draft, true);
    return undefined;
  }
  if (method === "airfryer") return ovenStepsToAirfryer(draft, false);
  if (draft.instructions.some((step) => OVEN_STEP.test(step)))
    return refusal(method, "ela já é assada no forno");
  return refusal(method, `ela é feita ${madeIn(draft.instructions)}; assada, viraria outro prato`);
}

/** Why not, in pt-BR; otherwise whether only part of the dish moved to the pressure cooker. */
function applyPressure(draft: Draft): string | boolean {
  const ready = draft.ingredients
    .filter((line) => /\b(?:cozid[oa]s?|de lata|em lata|pront[oa]s?)\b/i.test(line))
    .map((line) => foodOfLine(line)?.key)
    .filter((key): key is string => Boolean(key));
  const plan = planPressure(draft.instructions, new Set(ready));
  if (plan) {
    draft.instructions = plan.instructions;
    draft.cookingTime -= plan.savedMinutes;
    return plan.partial;
  }
  const steps = draft.instructions;
  if (steps.some((step) => /pressão/i.test(step)))
    return refusal("pressure", "ela já usa a panela de pressão");
  const cooker = "e a panela de pressão cozinha com água e vapor";
  if (steps.some((step) => OVEN_STEP.test(step)))
    return refusal("pressure", `ela é assada no forno, ${cooker}`);
  if (steps.some((step) => FRYING.test(step) || /^(?:grelhe|sele)\b/i.test(step)))
    return refusal("pressure", `ela é frita ou grelhada, ${cooker}`);
  return refusal(
    "pressure",
    "ela cozinha em poucos minutos; a pressão vale para o que demora, como feijão, grão-de-bico e carnes de panela",
  );
}

/**
 * Makes the dish in the oven, the airfryer or the pressure cooker, with one qualifier in the title.
 * Returns what was understood and why it cannot be done, in pt-BR, when the method does not fit the dish.
 */
export function applyMethod(draft: Draft, method: CookingMethod, oilFree = false): string | undefined {
  if (!draft.instructions.some((step) => HEAT.test(step)))
    return refusal(method, "ela não vai ao fogo: não há o que cozinhar");
  const outcome = method === "pressure" ? applyPressure(draft) : applyDryHeat(draft, method, oilFree);
  if (typeof outcome === "string") return outcome;
  // A dish still fried or baked keeps its name: the pressure cooker only did the simmering.
  if (outcome !== true) {
    draft.title = methodTitle(draft.title, method);
    draft.titleQualified = true;
  } else draft.labels.push("com panela de pressão");
  if (draft.description && method !== "pressure")
    draft.description = draft.description.replace(
      /\bfrit([oa]s?)\b/gi,
      method === "oven" ? "assad$1" : "assad$1 na airfryer",
    );
  draft.tips.push(TIPS[method]);
  return undefined;
}
