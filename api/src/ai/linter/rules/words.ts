import { agreementEnding, fold, phraseKey, singularize, type Gender } from "@chefzap/shared";
import type { Finding } from "../finding.ts";
import type { LintContext } from "../lint-context.ts";
import { foodsNamedIn, namesIn, type LintFood } from "../vocabulary.ts";

// Dishes whose name promises a food the title does not spell out.
const DISH_NEEDS: ReadonlyArray<readonly [word: string, anyOf: readonly string[]]> = [
  ["hamburguer", ["carne moída", "frango moído", "grão-de-bico", "lentilha", "feijão", "proteína de soja"]],
  ["risoto", ["arroz", "arroz arbóreo"]],
  ["omelete", ["ovo"]],
  // Flocão and aveia make farofas a cook knows by those names ("farofa de flocão", "farofa de aveia").
  ["farofa", ["farinha", "flocao", "aveia"]],
  ["torrada", ["pão", "torrada"]],
  ["nhoque", ["batata", "abóbora", "mandioquinha", "batata-baroa", "farinha", "polvilho"]],
];

const DISH_WORDS = new Set(DISH_NEEDS.map(([word]) => word));

/**
 * Foods the title names, and dishes it promises, are in the ingredients. A title food is there when a
 * word of its name is in some line ("arroz-doce" has arroz, "pão de queijo" has queijo), so dish names
 * made from what is listed pass.
 */
export function titleNotInDish({ recipe, lines }: LintContext): Finding[] {
  const listed = ` ${recipe.ingredients.map(phraseKey).join(" ")} `;
  const inList = (words: readonly string[]) => words.some((word) => listed.includes(` ${word} `));
  const title = ` ${phraseKey(recipe.title)} `;
  const wordsOf = (name: string) =>
    name
      .trim()
      .split(" ")
      .filter((word) => word.length >= 3);
  // "Polenta" names fubá: a title food the list has under another of its names is in the dish.
  const listedKeys = new Set(lines.map((line) => line.food?.key));
  const missing = namesIn(recipe.title)
    .filter(({ food }) => !listedKeys.has(food.key))
    .filter(({ name }) => !DISH_WORDS.has(name.trim()) && !inList(wordsOf(name)))
    .map(({ food }) => food.name);
  for (const [word, anyOf] of DISH_NEEDS)
    if (title.includes(` ${word} `) && !inList(anyOf.map((food) => phraseKey(food)))) missing.push(word);
  return missing.map((what) => ({
    code: "title_not_in_dish" as const,
    at: "title",
    detail: `"${what}" is not in the dish`,
  }));
}

const COMPLEMENT = new Set(["de", "da", "do", "das", "dos"]);
const LIST = new Set(["e", "ou"]);
const PARTICIPLE = /^(\p{L}+?)(ad|id)(o|a|os|as)$/u;
const WORD = /\p{L}+/gu;

/** Single-word food names and their gender, for "bananas dourada" and "inhame assada". */
function nounGender(word: string, foods: readonly LintFood[]): Gender | undefined {
  const key = ` ${singularize(fold(word))} `;
  return foods.find((food) => food.names[0] === key)?.gender;
}

function agreementProblems(text: string, foods: readonly LintFood[]): string[] {
  const words = text.match(WORD) ?? [];
  const problems: string[] = [];
  words.forEach((word, i) => {
    const next = words[i + 1];
    const before = words[i - 1]?.toLowerCase();
    if (!next) return;
    const participle = PARTICIPLE.exec(fold(next));
    // "dentes de alho picados" agrees with the head before "de"; "vagem e beterraba refogadas" with both.
    if (before && COMPLEMENT.has(before)) return;
    if (before && LIST.has(before) && participle?.[3]?.endsWith("s")) return;
    const gender = nounGender(word, foods);
    if (!participle || !gender) return;
    const plural = fold(word) !== singularize(fold(word));
    if (participle[3] !== agreementEnding(gender, plural)) problems.push(`${word} ${next}`);
  });
  return problems;
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
