import { fold } from "@chefzap/shared";
import { matchIngredient } from "../normalize/normalize-ingredient.ts";
import { replaceMentions, replacementFor } from "./mention-lexer.ts";
import { standInLine } from "./portion-line.ts";
import { foodOfLine, type Draft } from "./recipe-draft.ts";

const UNTIL = String.raw`(?=,|;|\.|\s+e\s+(?:faca|deixe|coloque|adicione|tire|sirva|para|com|sem|mais|menos)\b|$)`;
const ART = String.raw`(?:(?:o|a|os|as|um|uma)\s+)?`;

/** "troque X por Y", "substitua X por Y", "no lugar de X use Y", "use Y em vez de X" (folded text). */
const SWAPS: ReadonlyArray<{ pattern: RegExp; order: "from-to" | "to-from" }> = [
  {
    pattern: new RegExp(
      String.raw`(?:troc|troqu|substitu|mud)\w*\s+${ART}(.+?)\s+(?:por|pel[oa]s?)\s+${ART}(.+?)${UNTIL}`,
      "g",
    ),
    order: "from-to",
  },
  {
    pattern: new RegExp(
      String.raw`(?:no lugar|em vez|ao inves)\s+d[eoa]s?\s+(.+?),?\s+(?:use|usa|usar|coloque|ponha|bote)\s+${ART}(.+?)${UNTIL}`,
      "g",
    ),
    order: "from-to",
  },
  {
    pattern: new RegExp(
      String.raw`(?:use|usa|usar|coloque|ponha|bote)\s+${ART}(.+?)\s+(?:no lugar|em vez|ao inves)\s+d[eoa]s?\s+(.+?)${UNTIL}`,
      "g",
    ),
    order: "to-from",
  },
  {
    // "tira o frango e coloca tofu": taking one food out to put another in is a swap.
    pattern: new RegExp(
      String.raw`(?:tir|retir|remov)\w*\s+${ART}(.+?)\s+e\s+(?:coloc|coloq|bot|ponh|adicion|acrescent|us)\w*\s+${ART}(?!mais\b|menos\b)(.+?)${UNTIL}`,
      "g",
    ),
    order: "from-to",
  },
];

export interface SwapRequest {
  fromText: string;
  toText: string;
}

/** The swaps a request asks for, as the cook wrote the two foods. */
export function readSwaps(request: string): SwapRequest[] {
  const folded = fold(request);
  return SWAPS.flatMap(({ pattern, order }) =>
    [...folded.matchAll(pattern)].map((m) =>
      order === "from-to"
        ? { fromText: m[1]!.trim(), toText: m[2]!.trim() }
        : { fromText: m[2]!.trim(), toText: m[1]!.trim() },
    ),
  );
}

/** The request without its swaps, so "troque a cebola por alho-poró" is not also "sem cebola". */
export function withoutSwapWords(request: string): string {
  return SWAPS.reduce((text, { pattern }) => text.replace(pattern, ","), fold(request));
}

/**
 * Puts one food in the place of another: a fresh line at the new food's usual portion, and the new name
 * (with its article) wherever the steps and the title named the old one. Undefined when it was applied;
 * otherwise what is missing, in pt-BR, for the cook.
 */
export function applySwap(draft: Draft, swap: SwapRequest): string | undefined {
  const from = matchIngredient(swap.fromText).food;
  const to = matchIngredient(swap.toText).food;
  if (!from || !draft.ingredients.some((line) => foodOfLine(line)?.key === from.key))
    return `Entendi que você quer trocar "${swap.fromText}" por "${swap.toText}", mas "${swap.fromText}" não está nesta receita.`;
  if (!to) return `Entendi que você quer trocar "${swap.fromText}", mas não conheço "${swap.toText}".`;
  const rename = (key: string) => (key === from.key ? replacementFor(to) : undefined);
  draft.ingredients = draft.ingredients.map((line) =>
    foodOfLine(line)?.key === from.key ? standInLine(from, to, draft.servings) : line,
  );
  draft.instructions = draft.instructions.map((step) => replaceMentions(step, rename));
  draft.title = replaceMentions(draft.title, rename);
  draft.removed.push({ key: from.key, reason: `trocado por ${to.name} a pedido` });
  return undefined;
}
