import { fold } from "@chefzap/shared";
import { FOOD_BY_KEY } from "../../offline-chef/knowledge/catalogue.ts";
import { GROUP_WORDS } from "../../offline-chef/knowledge/group-words.ts";
import type { Finding } from "../finding.ts";
import type { LintContext } from "../lint-context.ts";
import { missingFrom } from "./words.ts";

// "Vai bem com arroz e feijão", "acompanhamento de churrasco": what the dish is served with is no
// promise of what it holds. The suggestion runs to the end of its clause. "Café da manhã" is a meal.
const SERVED_WITH =
  /(?<!\p{L})(vai bem com|combina com|acompanhamento de|acompanhad[oa]s? de|acompanha|sirva com|(para|de) (comer|servir) com)(?!\p{L})[^.;:]*|(?<!\p{L})café da (manhã|tarde)(?!\p{L})/giu;

/** The text without what the dish is only served with. */
const ownClaims = (text: string) => text.replace(SERVED_WITH, " ");

/** What a description says the dish has ("um fio de azeite", "salsicha", "suco de laranja") is in the list. */
export function descriptionNotInDish(ctx: LintContext): Finding[] {
  return missingFrom(ownClaims(ctx.recipe.description), ctx).map((what) => ({
    code: "description_not_in_dish" as const,
    at: "description",
    detail: `"${what}" is not in the dish`,
  }));
}

// How many foods of its kind a group word asks for: one herb is "ervas", one pimentão is no "legumes".
const GROUP_LEAST: ReadonlyArray<[string, number]> = [
  ["legumes", 2],
  ["frutas", 2],
  ["ervas", 1],
];

/** "Legumes assados" of one pimentão, "salada de frutas" of one morango: a group word needs its group. */
export function groupWordWithoutGroup({ recipe, lines }: LintContext): Finding[] {
  const foods = [...new Set(lines.flatMap((line) => (line.food ? [line.food.key] : [])))].flatMap((key) => {
    const food = FOOD_BY_KEY.get(key);
    return food ? [food] : [];
  });
  const fields: Array<[string, string]> = [
    ["title", recipe.title],
    ["description", ownClaims(recipe.description)],
  ];
  // "Geleia de frutas" is one food, not a group.
  const listed = fold(recipe.ingredients.join(" ").toLowerCase());
  return fields.flatMap(([at, text]) => {
    const said = fold(text.toLowerCase());
    return GROUP_LEAST.filter(
      ([word, least]) =>
        new RegExp(`\\b${word}\\b`).test(said) &&
        !listed.includes(word) &&
        foods.filter(GROUP_WORDS[word]!.member).length < least,
    ).map(([word]) => ({
      code: "group_without_group" as const,
      at,
      detail: `"${word}" with too few of them in the list`,
    }));
  });
}
