import { fold } from "@chefzap/shared";
import type { Finding } from "../finding.ts";
import type { LintContext } from "../lint-context.ts";

// "crocante por fora e macias por dentro": both halves describe the same food, in the same number.
const OUTSIDE_INSIDE = /(?<!\p{L})(\p{L}+) por fora e (\p{L}+) por dentro/u;
// "Bananas batidas cremoso": an adjective right after a participle describes the same food ("refogada
// rapidinho" is an adverb, and past a comma the adjective may describe the dish).
const PARTICIPLE_ADJECTIVE = /(?<!\p{L})\p{L}+?(?:ad|id)(o|a|os|as) (?:e )?\p{L}+?os(o|a|os|as)(?!\p{L})/u;

function outsideInside(text: string): string | undefined {
  const pair = OUTSIDE_INSIDE.exec(text);
  if (!pair) return undefined;
  return pair[1]!.endsWith("s") === pair[2]!.endsWith("s") ? undefined : pair[0];
}

function participleAdjective(text: string): string | undefined {
  const pair = PARTICIPLE_ADJECTIVE.exec(text);
  return pair && pair[1] !== pair[2] ? pair[0] : undefined;
}

/** Two words that describe one food agree with each other ("crocantes por fora e macias por dentro"). */
export function adjectivePairs({ recipe }: LintContext): Finding[] {
  const fields: Array<[string, string]> = [
    ["title", recipe.title],
    ["description", recipe.description],
    ...recipe.instructions.map((text, i): [string, string] => [`instructions[${i}]`, text]),
  ];
  return fields.flatMap(([at, text]) => {
    const folded = fold(text.toLowerCase());
    const pair = outsideInside(folded) ?? participleAdjective(folded);
    return pair ? [{ code: "agreement" as const, at, detail: `"${pair}"` }] : [];
  });
}
