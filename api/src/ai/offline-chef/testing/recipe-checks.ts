import type { GeneratedRecipe } from "@chefzap/shared";
import { mentionsKey } from "../generate/mentions.ts";
import { normalizeIngredient } from "../normalize/normalize-ingredient.ts";

/** English words that must never leak into pt-BR recipe text. */
export const ENGLISH_WORDS = [
  "the",
  "and",
  "with",
  "chicken",
  "cook",
  "minutes",
  "add",
  "stir",
  "beef",
  "pork",
  "salt",
  "sugar",
  "butter",
  "cheese",
  "bake",
  "oven",
  "heat",
  "serving",
  "egg",
  "eggs",
  "rice",
  "beans",
  "milk",
  "water",
  "onion",
  "garlic",
  "pepper",
  "until",
  "into",
  "of",
  "to",
  "tablespoon",
  "cup",
  "cups",
  "mix",
];
const ENGLISH = new RegExp(`(?<![\\p{L}])(${ENGLISH_WORDS.join("|")})(?![\\p{L}])`, "iu");

export { TECHNIQUE_WORDS } from "../knowledge/techniques.ts";

export function englishWordIn(recipe: GeneratedRecipe): string | undefined {
  const fields = [
    recipe.title,
    recipe.description,
    recipe.tips,
    recipe.substitutions,
    ...recipe.ingredients,
    ...recipe.instructions,
    ...recipe.leftOut.map((l) => l.reason),
  ];
  for (const field of fields) {
    const match = ENGLISH.exec(field);
    if (match) return `${match[1]} in "${field}"`;
  }
  return undefined;
}

/** Pairs no recipe may hold together (catalogue keys). */
export const INCOMPATIBLE_PAIRS: ReadonlyArray<readonly [string, string]> = [
  ["leite_condensado", "alho"],
  ["chocolate", "cebola"],
  ["goiabada", "frango"],
  ["achocolatado", "peixe"],
  ["doce_de_leite", "carne_bovina"],
  ["gelatina", "atum"],
  ["leite_condensado", "bacon"],
  ["chocolate_granulado", "linguica"],
  ["acucar", "pimenta_do_reino"],
  ["goiabada", "alho"],
  ["canela", "sardinha"],
  ["morango", "calabresa"],
];

export function lineKeys(recipe: GeneratedRecipe): string[] {
  return recipe.ingredients.map((line) => normalizeIngredient(line).key);
}

export function mentionedIn(texts: readonly string[], raw: string): boolean {
  const { key } = normalizeIngredient(raw);
  return texts.some((text) => mentionsKey(text, key));
}
