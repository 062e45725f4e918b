import {
  agreementEnding,
  fold,
  numberAgrees,
  phraseKey,
  pluralize,
  singularize,
  wordKey,
  type Gender,
} from "@chefzap/shared";
import { titlePromises } from "../dish-names.ts";
import type { Finding } from "../finding.ts";
import type { LintContext } from "../lint-context.ts";
import { foodsNamedIn, namesIn, type LintFood } from "../vocabulary.ts";

// "Frango ensopado (sem cebola)", "Bolo sem ovo e sem leite": what a title takes out is no promise.
// The removal ends with its parenthesis or clause, or where "com" names what the dish has again.
const REMOVAL = /(?<!\p{L})sem(?!\p{L})[^():;]*?(?=[):;]|(?<!\p{L})com(?!\p{L})|$)/giu;

/**
 * Foods a text names, and dishes it promises, that the ingredients lack. A named food is there when a
 * word of its name is in some line ("arroz-doce" has arroz, "pão de queijo" has queijo), so dish names
 * made from what is listed pass.
 */
export function missingFrom(text: string, { recipe, lines }: LintContext): string[] {
  const said = text.replace(REMOVAL, " ");
  const listed = ` ${recipe.ingredients.map(phraseKey).join(" ")} `;
  const inList = (words: readonly string[]) => words.some((word) => listed.includes(` ${word} `));
  const wordsOf = (name: string) =>
    name
      .trim()
      .split(" ")
      .filter((word) => word.length >= 3);
  const promises = titlePromises(said, lines);
  // "Polenta" names fubá: a food the list has under another of its names is in the dish.
  const listedKeys = new Set(lines.map((line) => line.food?.key));
  const missing = namesIn(said)
    .filter(({ food }) => !listedKeys.has(food.key))
    .filter(({ name }) => !promises.some(({ phrase }) => phrase.includes(name)) && !inList(wordsOf(name)))
    .map(({ food }) => food.name);
  for (const { phrase, made } of promises) if (!made) missing.push(phrase.trim());
  return [...new Set(missing)];
}

/** Foods the title names, and dishes it promises, are in the ingredients. */
export function titleNotInDish(ctx: LintContext): Finding[] {
  return missingFrom(ctx.recipe.title, ctx).map((what) => ({
    code: "title_not_in_dish" as const,
    at: "title",
    detail: `"${what}" is not in the dish`,
  }));
}

const COMPLEMENT = new Set(["de", "da", "do", "das", "dos"]);
const LIST = new Set(["e", "ou"]);
const ARTICLE = new Set(["o", "a", "os", "as"]);
const PARTICIPLE = /^(\p{L}+?)(ad|id)(o|a|os|as)$/u;
const WORD = /\p{L}+/gu;
// A participle describes the word before it only within a clause: "o açúcar: batida demais" does not pair.
const CLAUSE = /[,.;:!?()]/;

interface NameEnd {
  gender: Gender;
  /** Index of the name's first word. */
  start: number;
}

/** The longest name of a food in the text that ends at word i ("queijo muçarela", "bananas"). */
function nameEndingAt(keys: readonly string[], i: number, foods: readonly LintFood[]): NameEnd | undefined {
  let best: NameEnd | undefined;
  for (const food of foods) {
    for (const [name, gender] of food.genders) {
      const words = name.trim().split(" ");
      const start = i - words.length + 1;
      if (start < 0 || (best && start >= best.start)) continue;
      if (words.every((word, k) => keys[start + k] === word)) best = { gender, start };
    }
  }
  return best;
}

/** "4 abobrinhas brasileira", "limões-siciliano": a name's own adjective against its head's number. */
function nameProblem(
  words: readonly string[],
  keys: readonly string[],
  i: number,
  foods: readonly LintFood[],
) {
  const name = nameEndingAt(keys, i, foods);
  if (!name || name.start === i) return undefined;
  // A participle in a name ("alho picado") may agree with a head before "de" ("dentes de alho
  // picados"): the participle rule reads those.
  if (words.slice(name.start + 1, i + 1).some((word) => PARTICIPLE.test(fold(word)))) return undefined;
  const written = words.slice(name.start, i + 1).join(" ");
  return numberAgrees(written) ? undefined : written;
}

function clauseProblems(clause: string, foods: readonly LintFood[]): string[] {
  const words = clause.match(WORD) ?? [];
  const keys = words.map(wordKey);
  const problems: string[] = [];
  words.forEach((word, i) => {
    const named = nameProblem(words, keys, i, foods);
    if (named) problems.push(named);
    const next = words[i + 1];
    const participle = next && PARTICIPLE.exec(fold(next));
    if (!participle) return;
    const noun = nameEndingAt(keys, i, foods);
    if (!noun) return;
    // "anis estrelado", "carne moída": the participle is part of the food's own name.
    const whole = nameEndingAt(keys, i + 1, foods);
    if (whole && whole.start <= i) return;
    const before = words[noun.start - 1]?.toLowerCase();
    const listed = ARTICLE.has(before ?? "") ? words[noun.start - 2]?.toLowerCase() : before;
    // "dentes de alho picados" agrees with the head before "de"; "vagem e beterraba refogadas" and
    // "o iogurte e o mirtilo congelados" with both.
    if (before && COMPLEMENT.has(before)) return;
    if (listed && LIST.has(listed) && participle[3]!.endsWith("s")) return;
    // Accents tell "brócolis" (one) from "tomates" (many); folded, both would read as plurals.
    const head = words[noun.start]!.toLowerCase();
    const plural = head !== singularize(head);
    // "os brócolis refogados" and "o brócolis refogado": a word the same in both numbers takes either.
    const either = !plural && pluralize(head) === head;
    const endings = [
      agreementEnding(noun.gender, plural),
      ...(either ? [agreementEnding(noun.gender, true)] : []),
    ];
    if (!endings.includes(participle[3]!)) problems.push(`${word} ${next}`);
  });
  return problems;
}

function agreementProblems(text: string, foods: readonly LintFood[]): string[] {
  return text.split(CLAUSE).flatMap((clause) => clauseProblems(clause, foods));
}

/** Adjectives and participles agree with the food they describe. */
export function agreementErrors({ recipe }: LintContext): Finding[] {
  const fields: Array<[string, string]> = [
    ["title", recipe.title],
    ...recipe.ingredients.map((text, i): [string, string] => [`ingredients[${i}]`, text]),
    ...recipe.instructions.map((text, i): [string, string] => [`instructions[${i}]`, text]),
  ];
  return fields.flatMap(([at, text]) =>
    agreementProblems(text, foodsNamedIn(text)).map((pair) => ({
      code: "agreement" as const,
      at,
      detail: `"${pair}"`,
    })),
  );
}
