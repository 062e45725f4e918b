import { singularize } from "./plural.ts";

/** Grammatical gender of a pt-BR noun. */
export type Gender = "m" | "f";

const FEMININE_ENDINGS = ["a", "ã", "gem", "ção", "dade", "ice"];
/** Feminine heads that do not end like one; "carne" alone covers a dozen cuts and synonyms. */
const FEMININE_WORDS = new Set(["carne", "couve", "alface", "noz", "omelete", "fécula", "pele", "semente"]);
const MASCULINE_WORDS = new Set([
  "coração",
  "cação",
  "dia",
  "mapa",
  "sofá",
  "guaraná",
  "maracujá",
  "fubá",
  "açaí",
  "chá",
  "jabá",
]);

/** The gender of a noun phrase, guessed from its head word ("cebola roxa" → "f"); callers override misses. */
export function guessGender(name: string): Gender {
  // A plural head has a singular's gender: "salsichas", "folhas de mostarda", "sementes de abóbora".
  const head = singularize((name.split(/[ -]/)[0] ?? name).toLowerCase());
  if (FEMININE_WORDS.has(head)) return "f";
  if (MASCULINE_WORDS.has(head)) return "m";
  return FEMININE_ENDINGS.some((end) => head.endsWith(end)) ? "f" : "m";
}

/** The ending an adjective or participle takes: "o", "a", "os", "as". */
export function agreementEnding(gender: Gender, plural: boolean): string {
  return (gender === "f" ? "a" : "o") + (plural ? "s" : "");
}

/**
 * Makes adjectives and participles written in the masculine singular agree with a noun: "picado" →
 * "picadas", "dessalgado e desfiado" → "dessalgada e desfiada". Other words stay ("em cubos").
 */
export function agree(words: string, gender: Gender, plural: boolean): string {
  const ending = agreementEnding(gender, plural);
  return words
    .split(" ")
    .map((word) =>
      word.length > 2 && word.endsWith("o") && !INVARIABLE.has(word) ? word.slice(0, -1) + ending : word,
    )
    .join(" ");
}

/** "cortadas ao meio": words ending in -o that are no adjective and never agree. */
const INVARIABLE = new Set(["meio"]);

/** The definite article alone or contracted with a preposition: "o", "no", "do", "ao", "pelo". */
export type ArticleForm = "o" | "no" | "do" | "ao" | "pelo";

const ARTICLES: Record<ArticleForm, readonly [string, string, string, string]> = {
  o: ["o", "a", "os", "as"],
  no: ["no", "na", "nos", "nas"],
  do: ["do", "da", "dos", "das"],
  ao: ["ao", "à", "aos", "às"],
  pelo: ["pelo", "pela", "pelos", "pelas"],
};

/** The article that agrees with a noun: ("do", "f", true) → "das", ("ao", "f", false) → "à". */
export function article(form: ArticleForm, gender: Gender, plural: boolean): string {
  const index = (gender === "f" ? 1 : 0) + (plural ? 2 : 0);
  return ARTICLES[form][index] ?? "o";
}
