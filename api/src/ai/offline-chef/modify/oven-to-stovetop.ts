import type { Draft } from "./recipe-draft.ts";

/** "sem forno", "sem usar o forno", "não tenho forno", "fora do forno" (folded, before requestWords). */
export const NO_OVEN =
  /\b(?:sem (?:usar |ligar )?(?:o )?forno|nao (?:tenho|tem|uso|quero usar|quero|posso usar|da pra usar|funciona) (?:o )?forno|(?:meu )?forno (?:quebrou|nao funciona|esta quebrado|ta quebrado))\b/;

// A batter, a dough or a custard sets only with the oven's dry heat all around.
const NEEDS_OVEN =
  /\b(?:palito|massa|banho-maria|fermento|forma|assadeira untada e enfarinhada|desenform\w*)\b/i;
const PREHEAT = /^preaqueça o forno[^.]*\.\s*/i;

const WORDS: ReadonlyArray<readonly [RegExp, string]> = [
  [/\bpreaqueça o forno[^.;]*[.;]?\s*/gi, ""],
  [
    /\b(?:em|numa) (?:uma? )?(?:assadeira|travessa|refratário)(?: untad[oa](?: com [^,.]+)?)?/gi,
    "em uma frigideira grande com tampa",
  ],
  [/\buma assadeira\b|\bum refratário\b|\buma travessa\b/gi, "uma frigideira grande"],
  [/\ba assadeira\b|\bo refratário\b|\ba travessa\b/gi, "a frigideira"],
  [/\bna assadeira\b|\bno refratário\b|\bna travessa\b/gi, "na frigideira"],
  [/\bda assadeira\b|\bdo refratário\b|\bda travessa\b/gi, "da frigideira"],
  [/\bcubra com papel-alumínio e asse\b/gi, "tampe e cozinhe em fogo baixo"],
  [/\s+e asse(?: a \d+ ?°C)? por\b/gi, ", tampe e cozinhe em fogo baixo por"],
  [/\basse coberto\b/gi, "cozinhe tampado em fogo baixo"],
  [/\basse(?: a \d+ ?°C)? por\b/gi, "tampe e cozinhe em fogo baixo por"],
  [
    /\bgratine(?: a \d+ ?°C)? até (?:formar crosta dourada|o queijo borbulhar e dourar)/gi,
    "tampe e deixe em fogo baixo até o queijo derreter",
  ],
  [/\bgratine(?: a \d+ ?°C)?/gi, "tampe e deixe em fogo baixo até o queijo derreter"],
];
const STILL_OVEN = /\b(?:forno|asse|assar|gratine|assadeira|refratário)\b/i;

function rewrite(step: string): string {
  let text = step;
  for (const [pattern, to] of WORDS) text = text.replace(pattern, to);
  text = text.replace(/\s{2,}/g, " ").trim();
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** "Peixe assado com batatas" → "Peixe com batatas": the title no longer promises the oven. */
function stoveTitle(title: string): string {
  return title.replace(/\s+(?:assad[oa]s?|de forno|no forno)\b/gi, "").trim() || title;
}

/**
 * The dish made on the stove: roasting and gratin steps become a covered pan on low heat, and the
 * preheating goes. Returns what was understood and why not, in pt-BR, when the dish needs the oven.
 */
export function ovenToStovetop(draft: Draft): string | undefined {
  const inOven = (step: string) => STILL_OVEN.test(step);
  if (!draft.instructions.some(inOven))
    return "Entendi que você quer a receita sem forno, e ela já não vai ao forno.";
  const refusal =
    'Entendi que você quer a receita sem forno, mas ela precisa do forno para firmar e dourar; posso fazer na airfryer ("na airfryer").';
  // A banho-maria does not fit the airfryer, but a pudim sets in the pressure cooker.
  if (draft.instructions.some((step) => /banho-maria/i.test(step)))
    return 'Entendi que você quer a receita sem forno: ela assa em banho-maria, e posso fazê-la na panela de pressão ("na pressão").';
  if (draft.instructions.some((step) => inOven(step) && NEEDS_OVEN.test(step))) return refusal;
  const steps = draft.instructions
    .filter((step) => !PREHEAT.test(step) || step.replace(PREHEAT, "").trim().length > 0)
    .map((step) => (inOven(step) || /papel-alumínio/i.test(step) ? rewrite(step) : step))
    .filter((step) => step.length > 5);
  if (steps.some(inOven) || steps.length < 2) return refusal;
  draft.instructions = steps;
  draft.title = stoveTitle(draft.title);
  if (draft.description) draft.description = stoveTitle(draft.description);
  draft.labels.push("sem forno");
  draft.tips.push("Use fogo baixo e a tampa: o vapor cozinha por igual sem queimar o fundo.");
  return undefined;
}
