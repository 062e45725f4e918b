import { minutesFor } from "./cooking-times.ts";
import { mentionsKeyIn } from "./recipe-draft.ts";
import { withArticle } from "./step-text.ts";
import type { FoodEntry } from "../types.ts";

// Steps that need the meat in one piece: shredded, grilled side by side, laid in a pan, breaded.
const WHOLE_PIECE =
  /\b(?:desfi\w*|de cada lado|dos dois lados|grelhe|acomode|empane|milanesa|farinha de rosca|espetos?|enrole|vire)\b/i;
const COOKED_LINE = /\b(?:cozid|desfiad|assad|grelhad)\w*/i;

/**
 * Ground meat cannot be shredded, grilled or roasted as a piece, nor stand in for chicken already
 * cooked in a cold dish: in pt-BR, why, and what would work; undefined when the swap can be made.
 */
export function groundSwapProblem(
  steps: readonly string[],
  fromLine: string,
  from: FoodEntry,
  to: FoodEntry,
): string | undefined {
  if (!to.tags.has("ground") || from.tags.has("ground")) return undefined;
  const whole = steps.some((step) => mentionsKeyIn(step, from.key) && WHOLE_PIECE.test(step));
  if (!whole && !COOKED_LINE.test(fromLine)) return undefined;
  return `Entendi que você quer trocar ${withArticle("o", from)} por ${to.name}, mas nesta receita ${withArticle("o", from)} vai em pedaço inteiro ou já cozido; ${to.name} não se prepara assim. Posso trocar por carne em cubos ("troque ${withArticle("o", from)} por patinho em cubos") ou você pode pedir outro prato com ${to.name}.`;
}

const [LOW, HIGH] = minutesFor("carne_moida", "saute") ?? [8, 12];
const LOOSE = `soltando com a colher, até perder a cor rosada, por ${LOW} a ${HIGH} minutos`;

/**
 * A piece is sealed for a crust; ground meat is browned loose: "refogue a carne moída, soltando com a
 * colher, até perder a cor rosada".
 */
export function brownLoose(step: string, to: FoodEntry): string {
  if (!to.tags.has("ground") || !mentionsKeyIn(step, to.key)) return step;
  const the = withArticle("o", to);
  return step
    .replace(
      new RegExp(
        `Seque bem ${the} com papel-toalha, aqueça (\\S+ \\S+) em panela bem quente e sele em porções, sem mexer, até formar uma crosta dourada`,
        "i",
      ),
      `Aqueça $1 em panela bem quente e refogue ${the}, ${LOOSE}`,
    )
    .replace(
      new RegExp(`\\bdoure ${the} aos poucos, virando de vez em quando`, "i"),
      `refogue ${the}, ${LOOSE}`,
    )
    .replace(new RegExp(`\\bsele ${the}\\b[^.;]*`, "i"), `refogue ${the}, ${LOOSE}`);
}
