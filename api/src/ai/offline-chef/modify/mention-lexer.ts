import { agreementEnding, article, fold, pluralize, type ArticleForm } from "@chefzap/shared";
import { FOODS } from "../knowledge/catalogue.ts";
import type { FoodEntry, Gender } from "../types.ts";

export const ARTICLE_FORMS: Record<string, readonly [ArticleForm, boolean]> = {
  o: ["o", false],
  a: ["o", false],
  os: ["o", true],
  as: ["o", true],
  do: ["do", false],
  da: ["do", false],
  dos: ["do", true],
  das: ["do", true],
  no: ["no", false],
  na: ["no", false],
  nos: ["no", true],
  nas: ["no", true],
  ao: ["ao", false],
  à: ["ao", false],
  aos: ["ao", true],
  às: ["ao", true],
  pelo: ["pelo", false],
  pela: ["pelo", false],
  pelos: ["pelo", true],
  pelas: ["pelo", true],
};

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

// "queijo-coalho" and "queijo coalho", "pimenta-dedo-de-moça" and "pimenta dedo-de-moça" are one name.
function joined(name: string): string {
  return name.toLowerCase().replace(/[\s-]+/g, " ");
}

function buildLexer(): { pattern: RegExp; keyOf: Map<string, string> } {
  const keyOf = new Map<string, string>();
  for (const food of FOODS) {
    // The catalogue's own plural ("pães sírios") too: pluralize() only changes a name's first word.
    const plurals = food.plural === food.name ? [] : [food.plural, fold(food.plural)];
    for (const alias of food.aliases) {
      for (const variant of [
        alias.text,
        pluralize(alias.text),
        fold(alias.text),
        fold(pluralize(alias.text)),
        ...(alias.text === food.name ? plurals : []),
      ]) {
        const lower = joined(variant);
        if (!keyOf.has(lower)) keyOf.set(lower, food.key);
      }
    }
  }
  const alternatives = [...keyOf.keys()]
    .sort((a, b) => b.length - a.length)
    .map((name) => escape(name).replace(/ /g, "[\\s-]"));
  const articles = Object.keys(ARTICLE_FORMS).join("|");
  // Longest names first, so "leite condensado" is one mention and never "leite" + "condensado". A
  // name never starts inside a compound: "forre com papel-manteiga" names no manteiga to swap or drop.
  const source = `(?<![\\p{L}\\p{N}-])(?:(${articles})\\s+)?(${alternatives.join("|")})(?![\\p{L}\\p{N}])`;
  return { pattern: new RegExp(source, "giu"), keyOf };
}

const LEXER = buildLexer();

export interface Mention {
  key: string;
  /** The food's words as the text has them, without the article ("queijo parmesão"). */
  name: string;
  start: number;
  end: number;
  article?: string;
  plural: boolean;
}

/** Every catalogue food named in a text, left to right, with the article in front of it. */
export function findMentions(text: string): Mention[] {
  const mentions: Mention[] = [];
  for (const match of text.matchAll(LEXER.pattern)) {
    const name = match[2]!;
    const key = LEXER.keyOf.get(joined(name));
    if (!key) continue;
    const art = match[1]?.toLowerCase();
    const plural = art ? ARTICLE_FORMS[art]![1] : name.toLowerCase().endsWith("s");
    const end = match.index! + match[0].length;
    mentions.push({ key, name, start: match.index!, end, article: art, plural });
  }
  return mentions;
}

export interface Replacement {
  name: string;
  gender: Gender;
}

export function replacementFor(food: FoodEntry): Replacement {
  return { name: food.name, gender: food.gender };
}

/** Swaps named foods for others, fixing the article: "a manteiga" → "o azeite". */
export function replaceMentions(
  text: string,
  swap: (key: string, name: string) => Replacement | undefined,
): string {
  let result = "";
  let cursor = 0;
  for (const mention of findMentions(text)) {
    const replacement = swap(mention.key, mention.name);
    if (!replacement) continue;
    const form = mention.article ? ARTICLE_FORMS[mention.article]![0] : undefined;
    const lead = form ? `${article(form, replacement.gender, false)} ` : "";
    const original = text.slice(mention.start, mention.end);
    const capital = original.charAt(0) !== original.charAt(0).toLowerCase();
    const replaced = lead + replacement.name;
    const cut = PARTICIPLES.exec(text.slice(mention.end));
    result +=
      text.slice(cursor, mention.start) +
      (capital ? replaced.charAt(0).toUpperCase() + replaced.slice(1) : replaced) +
      (cut ? agreeParticiples(cut[0], replacement.gender) : "");
    cursor = mention.end + (cut?.[0].length ?? 0);
  }
  return result + text.slice(cursor);
}

// "frango desfiado e refogado" → "carne desfiada e refogada": the cuts right after a food agree with it.
const PARTICIPLES = /^(?:(?:\s+e)?\s+\p{L}+?(?:ad|id)(?:o|a|os|as)(?!\p{L}))+/u;

function agreeParticiples(words: string, gender: Gender): string {
  return words.replace(
    /(\p{L}+?(?:ad|id))(?:o|a|os|as)(?!\p{L})/gu,
    (_, stem: string) => stem + agreementEnding(gender, false),
  );
}
