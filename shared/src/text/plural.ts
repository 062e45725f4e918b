import { fold } from "./fold.ts";
import { FOOD_ADJECTIVES, IRREGULAR_PLURALS, SINGULARS_ENDING_IN_S } from "./plural-words.ts";

const ACCENT = /[áéíóúâêô]/;
const VOWEL = /[aeiouáéíóúâêôãõ]/;
const PLURAL_OF = new Map(Object.entries(IRREGULAR_PLURALS).map(([one, many]) => [fold(one), many]));
const KEEPS_FINAL_S = new Set(
  [...SINGULARS_ENDING_IN_S, ...Object.keys(IRREGULAR_PLURALS).filter((one) => one.endsWith("s"))].map(fold),
);

/** "-l" words: the stress decides ("papel" → "papéis" but "nível" → "níveis", "barril" → "barris"). */
function pluralOfL(word: string): string {
  const stem = word.slice(0, -2);
  const unstressed = ACCENT.test(stem);
  const endings: Record<string, string> = {
    a: "ais",
    e: unstressed ? "eis" : "éis",
    o: unstressed ? "ois" : "óis",
    u: "uis",
    i: unstressed ? "eis" : "is",
  };
  const ending = endings[word.charAt(word.length - 2)];
  return ending ? stem + ending : `${word}s`;
}

function pluralOfWord(word: string): string {
  const irregular = PLURAL_OF.get(fold(word));
  if (irregular) return irregular;
  // Articles and abbreviations ("à", "kg") have no plural to take.
  if (word.length < 2 || !VOWEL.test(word)) return word;
  // Known "-s" singulars: "francês" → "franceses"; any other "-s" is taken as a plural already
  // ("filés", "lápis"), and "-x" never changes.
  if (/[sx]$/.test(word)) {
    const stressed = KEEPS_FINAL_S.has(fold(word)) && /([áéíóúâêô])s$/.exec(word);
    return stressed ? `${word.slice(0, -2)}${fold(stressed[1]!)}ses` : word;
  }
  if (word.endsWith("ão")) return `${word.slice(0, -2)}ões`;
  if (word.endsWith("ao") && word.length > 3) return `${word.slice(0, -2)}oes`;
  if (word.endsWith("m")) return `${word.slice(0, -1)}ns`;
  if (/[rz]$/.test(word)) return `${word}es`;
  if (word.endsWith("l")) return pluralOfL(word);
  return `${word}s`;
}

// "franceses" is read back from the words it comes from: by suffix alone it could as well be "maioneses".
const READ_BACK: ReadonlyArray<readonly [string, string]> = [
  ...Object.entries(IRREGULAR_PLURALS),
  ...SINGULARS_ENDING_IN_S.map((one) => [one, pluralOfWord(one)] as const),
];
const SINGULAR_OF = new Map(
  READ_BACK.filter(([one, many]) => one !== many).map(([one, many]) => [fold(many), one]),
);

// First match wins. Written for accented and accent-free spellings alike ("limões", "limoes").
const SINGULAR_RULES: ReadonlyArray<readonly [RegExp, string]> = [
  [/ões$/, "ão"],
  [/oes$/, "ao"],
  [/ães$/, "ão"],
  [/aes$/, "ao"],
  [/éis$/, "el"],
  [/veis$/, "vel"],
  [/([áéíóúâêô].*)eis$/, "$1il"],
  [/(.)eis$/, "$1el"],
  [/(.)[óo]is$/, "$1ol"],
  [/(.)ais$/, "$1al"],
  [/([^qg])uis$/, "$1ul"],
  // No Portuguese singular ends in "-am", so "ponkans" is a loanword's plural, not "ponkam".
  [/([^a])ns$/, "$1m"],
  [/([aeiouáéíóúâêô][rz])es$/, "$1"],
  // Paroxytones in "-is"/"-us" with a written accent are the same in both numbers ("bônus", "íris").
  [/([áéíóúâêô][^áéíóúâêô]*[iu]s)$/, "$1"],
  [/([^s])s$/, "$1"],
];

function singularOfWord(word: string): string {
  const folded = fold(word);
  const irregular = SINGULAR_OF.get(folded);
  if (irregular) return irregular;
  if (!word.endsWith("s") || KEEPS_FINAL_S.has(folded)) return word;
  const rule = SINGULAR_RULES.find(([pattern]) => pattern.test(word));
  return rule ? word.replace(rule[0], rule[1]) : word;
}

function keepCase(original: string, changed: string): string {
  if (original.length > 1 && original === original.toUpperCase()) return changed.toUpperCase();
  const capital = original.charAt(0) !== original.charAt(0).toLowerCase();
  return capital ? changed.charAt(0).toUpperCase() + changed.slice(1) : changed;
}

// The head is the first word, and of a hyphenated compound its first part: "dentes de alho",
// "grãos-de-bico". Adjectives and participles right after the head agree with it ("limões-sicilianos",
// "abobrinhas brasileiras", "limões espremidos"); a noun in apposition does not ("queijos coalho",
// "couves-flor", "tomates-cereja"), and "de", "com", "em" end the head's words.
const PARTICIPLE = /^\p{L}+[aií]d[oa]s?$/u;
const ADJECTIVES = new Set(FOOD_ADJECTIVES.map(fold));
// Gentilics and their kin are adjectives by their shape: baiano, siciliano, mineiro, nanico, tônico.
const ADJECTIVE_SHAPE = /(ano|eiro|ico)$/;
const GENTILIC = new Set(
  ["francês", "inglês", "português", "japonês", "chinês", "holandês", "escocês", "calabrês"].map(fold),
);
/** "chocolates meio amargos": an adverb between the head and its adjective, the same in both numbers. */
const INVARIABLE = new Set(["meio"]);

function masculineOf(folded: string): string {
  if (folded.endsWith("esa")) return `${folded.slice(0, -3)}es`;
  return folded.endsWith("a") ? `${folded.slice(0, -1)}o` : folded;
}

function isAdjective(word: string): boolean {
  if (PARTICIPLE.test(word)) return true;
  const folded = fold(word);
  const masculine = masculineOf(folded);
  return (
    ADJECTIVES.has(folded) ||
    ADJECTIVES.has(masculine) ||
    GENTILIC.has(masculine) ||
    (masculine.length > 5 && ADJECTIVE_SHAPE.test(masculine))
  );
}

/** Whether a word after the head is one that agrees with it, in either number. */
function agreesWithHead(word: string): boolean {
  const lower = word.toLowerCase();
  return isAdjective(lower) || isAdjective(singularOfWord(lower));
}

function onHead(text: string, change: (word: string) => string): string {
  const match = /^([^\s-]+)([\s\S]*)$/.exec(text);
  if (!match) return text;
  const head = match[1]!;
  const lower = head.toLowerCase();
  const changed = change(lower);
  return (changed === lower ? head : keepCase(head, changed)) + onModifiers(match[2]!, change);
}

function onModifiers(rest: string, change: (word: string) => string): string {
  const parts = rest.split(/([\s-]+)/);
  // parts: ["", separator, word, separator, word…]
  for (let i = 2; i < parts.length; i += 2) {
    const word = parts[i]!;
    if (INVARIABLE.has(word.toLowerCase())) continue;
    if (!word || !agreesWithHead(word)) break;
    const changed = change(word.toLowerCase());
    parts[i] = changed === word.toLowerCase() ? word : keepCase(word, changed);
  }
  return parts.join("");
}

/**
 * The pt-BR plural of a singular noun or adjective, keeping the writer's case: "limão" → "limões",
 * "pão" → "pães", "colher" → "colheres", "papel" → "papéis", "francês" → "franceses"; "lápis" stays.
 * Only the head changes: "dente de alho" → "dentes de alho", "couve-flor" → "couves-flor".
 */
export function pluralize(text: string): string {
  return onHead(text, pluralOfWord);
}

/**
 * The singular of a plural noun or adjective, with or without accents ("limões" → "limão", "limoes" →
 * "limao", "pães" → "pão"), keeping the writer's case; words already singular come back unchanged.
 * Only the head changes, as in `pluralize`.
 */
export function singularize(text: string): string {
  return onHead(text, singularOfWord);
}

/** `pluralize` or `singularize`, as an amount asks: "xícara" ⇄ "xícaras". */
export function inflectNumber(text: string, plural: boolean): string {
  return plural ? pluralize(text) : singularize(text);
}

/**
 * Whether the adjectives of a name, as written, agree in number with its head: "abobrinhas
 * brasileiras" and "limão-siciliano" do; "4 abobrinhas brasileira" and "limões-siciliano" do not.
 * Nouns in apposition never count against it ("tomates-cereja", "queijos coalho").
 */
export function numberAgrees(phrase: string): boolean {
  const head = /^[^\s-]+/.exec(phrase)?.[0]?.toLowerCase() ?? "";
  if (head.length === phrase.length) return true;
  const one = singularize(phrase);
  const many = pluralize(one);
  // "brócolis", "anis": a head the same in both numbers takes its adjective in either.
  if (pluralOfWord(head) === head && singularOfWord(head) === head)
    return [one, many].some((form) => fold(form) === fold(phrase));
  const expected = singularOfWord(head) === head ? one : many;
  return fold(expected) === fold(phrase);
}
