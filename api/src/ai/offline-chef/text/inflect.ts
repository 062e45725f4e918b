import type { Gender } from "../types.ts";

const FEMININE_ENDINGS = ["a", "ã", "gem", "ção", "dade", "ice"];
/** Feminine heads that do not end like one; "carne" alone covers a dozen cuts and synonyms. */
const FEMININE_WORDS = new Set(["carne", "couve", "alface", "noz", "nozes", "omelete", "fécula", "pele"]);
const MASCULINE_WORDS = new Set([
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

/** Grammatical gender from the head word; the catalogue overrides what this misses. */
export function guessGender(name: string): Gender {
  const head = (name.split(/[ -]/)[0] ?? name).toLowerCase();
  if (FEMININE_WORDS.has(head)) return "f";
  if (MASCULINE_WORDS.has(head)) return "m";
  return FEMININE_ENDINGS.some((end) => head.endsWith(end)) ? "f" : "m";
}

function pluralWord(word: string): string {
  if (word.endsWith("ão")) return `${word.slice(0, -2)}ões`;
  if (word.endsWith("m")) return `${word.slice(0, -1)}ns`;
  if (word.endsWith("el")) return `${word.slice(0, -2)}éis`;
  if (word.endsWith("il")) return `${word.slice(0, -2)}is`;
  if (word.endsWith("l")) return `${word.slice(0, -1)}is`;
  if (/[rzs]$/.test(word)) return `${word}es`;
  return `${word}s`;
}

/** Plural of a food name: only the head noun changes ("tomate-cereja" → "tomates-cereja"). */
export function pluralize(name: string): string {
  const match = /^([^ -]+)(.*)$/.exec(name);
  if (!match) return name;
  return pluralWord(match[1] ?? "") + (match[2] ?? "");
}

/** Agrees a cut like "dessalgado e desfiado" with a noun; "em cubos" stays as it is. */
export function agree(prep: string, gender: Gender, plural: boolean): string {
  const ending = (gender === "f" ? "a" : "o") + (plural ? "s" : "");
  return prep
    .split(" ")
    .map((word) => (word.length > 2 && word.endsWith("o") ? word.slice(0, -1) + ending : word))
    .join(" ");
}

export type ArticleForm = "o" | "no" | "do" | "ao" | "pelo";

const ARTICLES: Record<ArticleForm, readonly [string, string, string, string]> = {
  o: ["o", "a", "os", "as"],
  no: ["no", "na", "nos", "nas"],
  do: ["do", "da", "dos", "das"],
  ao: ["ao", "à", "aos", "às"],
  pelo: ["pelo", "pela", "pelos", "pelas"],
};

/** "o"/"a"/"os"/"as" (or the "no", "do", "ao", "pelo" contractions) for a noun. */
export function article(form: ArticleForm, gender: Gender, plural: boolean): string {
  const index = (gender === "f" ? 1 : 0) + (plural ? 2 : 0);
  return ARTICLES[form][index] ?? "o";
}

/** "a", "a e b", "a, b e c". */
export function joinList(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? "";
  return `${items.slice(0, -1).join(", ")} e ${items[items.length - 1]}`;
}
