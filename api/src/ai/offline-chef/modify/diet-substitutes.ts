import type { DietFlag, FoodEntry } from "../types.ts";

export type Diet = "lactose" | "vegetarian" | "vegan" | "gluten";

/** What each diet must not contain. Vegetarian keeps eggs and dairy; vegan drops every animal food. */
export const FORBIDDEN: Record<Diet, readonly DietFlag[]> = {
  lactose: ["dairy"],
  vegetarian: ["meat", "fish"],
  vegan: ["animal"],
  gluten: ["gluten"],
};

/** Food key → stand-in key. Looked up before the tag table; `sweet` variants win in desserts. */
const BY_KEY: Record<string, string> = {
  leite: "leite vegetal",
  "leite em pó": "leite vegetal",
  "creme de leite": "creme de coco",
  nata: "creme de coco",
  chantili: "creme de coco",
  requeijão: "requeijão vegetal",
  "queijo cremoso": "requeijão vegetal",
  iogurte: "iogurte vegetal",
  "leite condensado": "leite condensado de coco",
  "doce de leite": "leite condensado de coco",
  "chocolate ao leite": "chocolate",
  "chocolate branco": "chocolate",
  "creme de avelã": "chocolate",
  sorvete: "iogurte vegetal",
  "massa folhada": "massa de pastel",
  "caldo de galinha": "caldo de legumes",
  "caldo de carne": "caldo de legumes",
  "molho inglês": "shoyu",
  banha: "óleo",
  gelatina: "ágar-ágar",
  "gelatina incolor": "ágar-ágar",
  mel: "melado",
  maionese: "iogurte vegetal",
  suspiro: "coco",
  "farinha de trigo": "farinha de arroz",
  "farinha de trigo integral": "farinha de arroz",
  macarrão: "macarrão de arroz",
  nhoque: "macarrão de arroz",
  "massa de lasanha": "abobrinha",
  "pão francês": "pão sem glúten",
  "pão de forma": "pão sem glúten",
  "pão sírio": "pão sem glúten",
  torrada: "pão sem glúten",
  "biscoito de água e sal": "pão sem glúten",
  "biscoito maisena": "pão sem glúten",
  "biscoito de chocolate": "pão sem glúten",
  "farinha de rosca": "farinha de milho",
  aveia: "quinoa",
  granola: "amêndoa",
  "cuscuz marroquino": "quinoa",
  "trigo para quibe": "quinoa",
  shoyu: "shoyu sem glúten",
  cerveja: "vinho branco",
  "massa de pizza": "farinha de arroz",
  "massa de pastel": "goma de tapioca",
  "proteína de soja": "proteína de soja",
  "carne-seca": "jaca verde",
  "carne de sol": "jaca verde",
  atum: "grão-de-bico",
  sardinha: "grão-de-bico",
};

const SAVORY_BY_KEY: Record<string, string> = { manteiga: "azeite", ovo: "tofu", "ovo de codorna": "tofu" };
const SWEET_BY_KEY: Record<string, string> = {
  manteiga: "óleo de coco",
  ovo: "linhaça",
  "ovo de codorna": "linhaça",
};

/** Tag → stand-in, for the many cuts and cheeses the key table does not name one by one. */
const BY_TAG: ReadonlyArray<readonly [string, string]> = [
  ["ground", "proteína de soja"],
  ["poultry", "grão-de-bico"],
  ["cured", "tofu defumado"],
  ["sausage", "tofu defumado"],
  ["ham", "tofu defumado"],
  ["offal", "cogumelo"],
  ["beef", "cogumelo"],
  ["pork", "cogumelo"],
  ["lamb", "cogumelo"],
  ["seafood", "palmito"],
  ["fish", "palmito"],
  ["cheese", "queijo vegetal"],
];

/** The stand-in for a food the diet forbids, or undefined when it should just go. */
export function substituteKey(food: FoodEntry, sweet: boolean): string | undefined {
  const byFlavour = (sweet ? SWEET_BY_KEY : SAVORY_BY_KEY)[food.key];
  if (byFlavour) return byFlavour;
  if (BY_KEY[food.key] && BY_KEY[food.key] !== food.key) return BY_KEY[food.key];
  return BY_TAG.find(([tag]) => food.tags.has(tag))?.[1];
}

export function isForbidden(food: FoodEntry, diet: Diet): boolean {
  return FORBIDDEN[diet].some((flag) => food.diet.has(flag));
}
