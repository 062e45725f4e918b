import type { FoodEntry } from "../types.ts";
import { findMentions } from "./mention-lexer.ts";
import { foodByKey } from "./recipe-draft.ts";
import { lowerFirst, withArticle } from "./step-text.ts";

/** What went into the oven, as the steps call it ("as tiras", "o frango"). */
export interface Subject {
  text: string;
  plural: boolean;
  food?: FoodEntry;
}

const BAKE = /\b(?:forno|asse|assar|gratine|airfryer)\b/i;
// A cook's finishing words, opening a step: what is done to a dish once it is out of the oven.
const FINISH =
  /^(?:nos últimos|sirva|finalize|polvilhe|decore|regue|cubra|corte|fatie|desenforme|deixe (?:descansar|esfriar|amornar)|espere|esfrie|gele|enquanto)\b/i;
const STOVE = /\b(?:refogue|salteie|doure|cozinhe|aqueça|ferva|frigideira|panela|fogo)\b/i;
const SAME_PAN = /^na mesma (frigideira|panela),\s*/i;
const LAST_MINUTE = /\s*no último minuto\s*/i;

interface Context {
  subject: Subject;
  fat: FoodEntry;
  method: "oven" | "airfryer";
}

function whileBaking({ subject, method }: Context): string {
  if (method === "oven") return `Enquanto ${subject.text} ${subject.plural ? "assam" : "assa"}, `;
  return `Enquanto ${subject.text} ${subject.plural ? "estão" : "está"} na airfryer, `;
}

/**
 * The steps after the new bake, told as a cook would now: a topping added in the last minutes of the
 * bake, side pans cooked while it bakes, and the next step taking the food out. Undefined when a later
 * pan step cooks the baked food itself.
 */
export function finishAfterBake(
  steps: readonly string[],
  bakeAt: number,
  ctx: Context,
): string[] | undefined {
  const out = steps.slice(0, bakeAt + 1);
  let lastBake = bakeAt;
  let sidePan = -1;
  let takenOut = -1;
  for (const original of steps.slice(bakeAt + 1)) {
    const step = original.replace(SAME_PAN, (_, pan: string) => {
      // "na manteiga" later in the step already says what the pan is greased with.
      const greased = findMentions(original).some((m) => foodByKey(m.key)?.role === "fat");
      return greased ? `Em uma ${pan}, ` : `Em uma ${pan} com um fio ${withArticle("do", ctx.fat)}, `;
    });
    const last = out.length - 1;
    if (LAST_MINUTE.test(step) && lastBake === last) {
      const topping = step
        .replace(LAST_MINUTE, " ")
        .replace(/\s+e tampe\b/i, "")
        .replace(/\s{2,}/g, " ");
      out[last] += ` Nos últimos 2 minutos, ${lowerFirst(topping.trim())}`;
    } else if (BAKE.test(step)) {
      out.push(step);
      lastBake = out.length - 1;
    } else if (FINISH.test(step)) out.push(step);
    else if (sidePan === last || STOVE.test(step)) {
      // A side pan cooks while the food bakes, and goes on ("junte o suco e mexa") until the finish.
      const food = ctx.subject.food;
      if (food && findMentions(step).some((m) => m.key === food.key)) return undefined;
      if (sidePan === last) out[last] += ` ${step}`;
      else out.push(whileBaking(ctx) + lowerFirst(step));
      sidePan = out.length - 1;
    } else if (takenOut === last) out[last] += ` ${step}`;
    else if (takenOut < lastBake) {
      const taken = ctx.method === "oven" ? "Retire do forno" : "Retire da airfryer";
      // "Retire do forno, prove e acerte o sal": one "e" to a clause.
      const joint = / e /.test(step.split(",")[0]!) ? ", " : " e ";
      out.push(`${taken}${joint}${lowerFirst(step)}`);
      takenOut = out.length - 1;
    } else out.push(step);
  }
  return out;
}
