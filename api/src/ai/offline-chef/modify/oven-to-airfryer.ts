import { AIRFRYER_FORM_SERVINGS } from "./cooking-times.ts";
import type { Draft } from "./recipe-draft.ts";
import { stepMinutes } from "./step-text.ts";

export const OVEN_STEP = /\b(?:forno|asse|assar|gratine|banho-maria)\b/i;
const WATER_BATH = /banho-maria/i;
const AIRFRYER = /airfryer/i;

/** Oven words and containers as the airfryer has them; the first dish named gets one that fits. */
const WORDS: ReadonlyArray<readonly [RegExp, string]> = [
  [/,?\s*e aqueça a assadeira vazia junto/gi, ""],
  [/\bpreaqueça o forno a (\d+) ?°C/gi, "preaqueça a airfryer a $1 °C por 5 minutos"],
  [/\bpreaqueça o forno\b/gi, "preaqueça a airfryer por 5 minutos"],
  [/\bem forno preaquecido\b/gi, "na airfryer preaquecida"],
  [/\bforno preaquecido\b/gi, "airfryer preaquecida"],
  [/\bao forno\b/gi, "à airfryer"],
  [/\bno forno\b/gi, "na airfryer"],
  [/\bdo forno\b/gi, "da airfryer"],
  [/\bo forno\b/gi, "a airfryer"],
  [/\bforno\b/gi, "airfryer"],
  [/\b(?:em uma|numa|na) assadeira\b/gi, "no cesto da airfryer"],
  [/\b(?:uma|a) assadeira\b/gi, "o cesto da airfryer"],
];
// A forma already sized for a smaller batch ("pequena, de uns 15 cm,") is the one that fits the basket.
const DISH_FIRST =
  /\b(?:um refratário|uma travessa|uma forma(?! de pudim)(?: de fundo removível| pequena, de uns 15 cm,)?)(?! que caiba)/i;
const DISH_LATER: ReadonlyArray<readonly [RegExp, string]> = [
  [/\b(?:o refratário|a travessa)\b/gi, "a forma"],
  [/\b(?:no refratário|na travessa)\b/gi, "na forma"],
  [/\b(?:do refratário|da travessa)\b/gi, "da forma"],
];

/** An airfryer bakes hotter air closer to the food: 20 °C less, between 150 and 200 °C. */
function airfryerCelsius(celsius: number): number {
  return Math.min(200, Math.max(150, Math.round((celsius - 20) / 10) * 10));
}

/** About a quarter less time, in steps of 5 minutes. */
function airfryerMinutes(minutes: number): number {
  return Math.max(5, Math.round((minutes * 0.75) / 5) * 5);
}

const OVEN_TIME = /\b(?:(\d+)h(\d+)|(\d+|uma) horas?|(\d+)(?: a (\d+))? minutos)\b/g;

function shortenTimes(step: string): string {
  return step.replace(OVEN_TIME, (_, h, m, hours, low, high) => {
    if (h) return `${airfryerMinutes(Number(h) * 60 + Number(m))} minutos`;
    if (hours) return `${airfryerMinutes((Number(hours) || 1) * 60)} minutos`;
    const from = airfryerMinutes(Number(low));
    return high ? `${from} a ${airfryerMinutes(Number(high))} minutos` : `${from} minutos`;
  });
}

function rewriteOvenStep(step: string, dishNamed: boolean): string {
  let text = step.replace(/\ba (\d+) ?°C/g, (_, c: string) => `a ${airfryerCelsius(Number(c))} °C`);
  for (const [pattern, to] of WORDS) text = text.replace(pattern, to);
  if (!/preaqueça/i.test(text)) text = shortenTimes(text);
  if (!dishNamed)
    text = text.replace(DISH_FIRST, (dish) =>
      /removível/.test(dish) ? `${dish} que caiba na airfryer` : "uma forma que caiba na airfryer",
    );
  for (const [pattern, to] of DISH_LATER) text = text.replace(pattern, to);
  // A step that already turns or stirs the food halfway says it once: "mexendo na metade" is the shake.
  if (/cesto da airfryer/.test(text) && /\basse\b/i.test(text) && !/\b(vir|sacud|mex)/i.test(text))
    text = text.replace(/\.?$/, ", sacudindo o cesto na metade do tempo.");
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/**
 * Oven steps rewritten for the airfryer (20 °C less, a quarter less time, a dish that fits the basket).
 * "none" when nothing goes to the oven; "water-bath" when it bakes in banho-maria, which an airfryer
 * cannot hold.
 */
export function ovenToAirfryer(steps: readonly string[]): string[] | "none" | "water-bath" {
  const inOven = (step: string) => !AIRFRYER.test(step) && OVEN_STEP.test(step);
  if (!steps.some(inOven)) return "none";
  if (steps.some((step) => WATER_BATH.test(step))) return "water-bath";
  let dishNamed = false;
  return steps.map((step) => {
    const oven = inOven(step) || /assadeira|refratário|travessa|\bforma\b/i.test(step);
    const text = oven ? rewriteOvenStep(step, dishNamed) : step;
    dishNamed ||= /que caiba na airfryer/.test(text);
    return text;
  });
}

const BAKE = /\b(?:asse|gratine|doure)\b/i;

/**
 * One forma fits the basket: a dish for more people than it holds is made in two batches, said before
 * the first bake, and the second batch's minutes join the total.
 */
export function airfryerBatches(draft: Draft): void {
  const first = draft.instructions.findIndex((step) => /que caiba na airfryer/.test(step));
  if (first < 0) return;
  if (draft.servings <= AIRFRYER_FORM_SERVINGS) {
    draft.tips.push("Se não couber tudo na forma da airfryer, asse em duas levas.");
    return;
  }
  const baked = draft.instructions.slice(first).filter((step) => BAKE.test(step));
  draft.instructions.splice(
    first,
    0,
    `Para ${draft.servings} porções, a airfryer não comporta uma forma só: divida a receita em duas formas pequenas e leve uma de cada vez, cada uma pelo tempo indicado abaixo.`,
  );
  draft.cookingTime += baked.reduce((sum, step) => sum + (stepMinutes(step) ?? 0), 0);
}
