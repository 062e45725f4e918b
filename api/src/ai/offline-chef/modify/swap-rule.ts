import { fold } from "@chefzap/shared";
import { matchIngredient } from "../normalize/normalize-ingredient.ts";
import { replaceMentions, replacementFor } from "./mention-lexer.ts";
import { standInLine } from "./portion-line.ts";
import { foodOfLine, mentionsKeyIn, type Draft } from "./recipe-draft.ts";
import type { FoodEntry } from "../types.ts";
import { brownLoose, groundSwapProblem } from "./ground-swap.ts";
import { retitleByKind } from "./dish-kinds.ts";

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

// "a carne", "o peixe", "o frango": a cook names the kind of meat, the recipe has its cut.
const CATEGORIES: ReadonlyArray<readonly [RegExp, (food: FoodEntry) => boolean]> = [
  [/^carnes?(?: (?:vermelha|bovina|de boi|de vaca)s?)?$/, (f) => f.tags.has("beef")],
  [/^carnes?$/, (f) => f.diet.has("meat") && !f.tags.has("poultry")],
  [/^peix(?:e|es)$/, (f) => f.tags.has("fish")],
  [/^(?:frango|galinha)s?$/, (f) => f.tags.has("poultry")],
];

/** The recipe's own food for the cook's word: itself when listed, else its cut of the kind named. */
function foodInRecipe(draft: Draft, words: string): FoodEntry | undefined {
  const named = matchIngredient(words).food;
  const listed = draft.ingredients.map(foodOfLine).filter((f): f is FoodEntry => f?.role === "protein");
  if (named && draft.ingredients.some((line) => foodOfLine(line)?.key === named.key)) return named;
  const generic = fold(words).trim();
  for (const [pattern, fits] of CATEGORIES) {
    const cut = pattern.test(generic) ? listed.find(fits) : undefined;
    if (cut) return cut;
  }
  return undefined;
}

// The cuts a tip may name a food by, without naming the food itself.
const CUT_WORDS: Readonly<Record<string, RegExp>> = {
  frango: /\b(?:coxas?|sobrecoxas?|peito|asas?|pele do frango)\b/i,
};

const FICAR_ADJECTIVE = /\b(maci|cozid|dourad|tenr|opac|soltinh|cremos)(?:o|a|os|as)\b/;

/** "até o frango ficar macia" after a swap from carne: the new food's gender and number. */
function agreeAfterFicar(step: string, food: FoodEntry): string {
  const name = food.name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  const pattern = new RegExp(
    `\\b(o|a|os|as) (${name}|${food.plural}) (ficar|ficarem)( bem)? (\\p{L}+)`,
    "giu",
  );
  return step.replace(
    pattern,
    (whole, article: string, noun: string, _verb, well = "", adjective: string) => {
      const stem = FICAR_ADJECTIVE.exec(adjective)?.[1];
      if (!stem) return whole;
      const plural = article.endsWith("s");
      const ending = `${food.gender === "f" ? "a" : "o"}${plural ? "s" : ""}`;
      return `${article} ${noun} ${plural ? "ficarem" : "ficar"}${well} ${stem}${ending}`;
    },
  );
}

/** "Use coxa e sobrecoxa: ficam mais suculentas que o peito." is advice for the food that left. */
function withoutCutTips(tips: string, from: FoodEntry): string {
  const cuts = CUT_WORDS[from.key];
  return tips
    .split(/(?<=[.!?])\s+/)
    .filter((sentence) => !(cuts?.test(sentence) || mentionsKeyIn(sentence, from.key)))
    .join(" ");
}

/**
 * Puts one food in the place of another: a fresh line at the new food's usual portion, and the new name
 * (with its article) wherever the steps and the title named the old one. Undefined when it was applied;
 * otherwise what is missing, in pt-BR, for the cook.
 */
export function applySwap(draft: Draft, swap: SwapRequest): string | undefined {
  const from = foodInRecipe(draft, swap.fromText);
  const to = matchIngredient(swap.toText).food;
  if (!from)
    return `Entendi que você quer trocar "${swap.fromText}" por "${swap.toText}", mas "${swap.fromText}" não está nesta receita.`;
  if (!to) return `Entendi que você quer trocar "${swap.fromText}", mas não conheço "${swap.toText}".`;
  const fromLine = draft.ingredients.find((line) => foodOfLine(line)?.key === from.key) ?? "";
  const unfit = groundSwapProblem(draft.instructions, fromLine, from, to);
  if (unfit) return unfit;
  // "troque o peixe por camarão" on tilápia: the title's "Peixe assado" is renamed too.
  const named = matchIngredient(swap.fromText).food?.key;
  const rename = (key: string) => (key === from.key || key === named ? replacementFor(to) : undefined);
  draft.ingredients = draft.ingredients.map((line) =>
    foodOfLine(line)?.key === from.key ? standInLine(from, to, draft.servings) : line,
  );
  draft.instructions = draft.instructions.map((step) =>
    brownLoose(agreeAfterFicar(replaceMentions(step, rename), to), to),
  );
  draft.title = retitleByKind(replaceMentions(draft.title, rename), from, to);
  draft.tips = draft.tips.map((tip) => withoutCutTips(tip, from));
  if (draft.description) draft.description = replaceMentions(draft.description, rename);
  draft.removed.push({ key: from.key, reason: `trocado por ${to.name} a pedido` });
  return undefined;
}
