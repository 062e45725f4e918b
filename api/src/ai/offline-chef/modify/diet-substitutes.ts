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
  leite: "leite_vegetal",
  leite_em_po: "leite_vegetal",
  creme_de_leite: "creme_de_coco",
  nata: "creme_de_coco",
  chantili: "creme_de_coco",
  requeijao: "requeijao_vegetal",
  queijo_cremoso: "requeijao_vegetal",
  iogurte: "iogurte_vegetal",
  leite_condensado: "leite_condensado_de_coco",
  doce_de_leite: "leite_condensado_de_coco",
  chocolate_ao_leite: "chocolate",
  chocolate_branco: "chocolate",
  creme_de_avela: "chocolate",
  sorvete: "iogurte_vegetal",
  massa_folhada: "massa_de_pastel",
  caldo_de_galinha: "caldo_de_legumes",
  caldo_de_carne: "caldo_de_legumes",
  molho_ingles: "shoyu",
  banha: "oleo",
  gelatina: "agar_agar",
  gelatina_incolor: "agar_agar",
  mel: "melado",
  maionese: "iogurte_vegetal",
  suspiro: "coco",
  farinha_de_trigo: "farinha_de_arroz",
  farinha_de_trigo_integral: "farinha_de_arroz",
  macarrão: "macarrao_de_arroz",
  nhoque: "macarrao_de_arroz",
  massa_de_lasanha: "abobrinha",
  pao_frances: "pao_sem_gluten",
  pao_de_forma: "pao_sem_gluten",
  pao_sirio: "pao_sem_gluten",
  torrada: "pao_sem_gluten",
  biscoito_de_agua_e_sal: "pao_sem_gluten",
  biscoito_maisena: "pao_sem_gluten",
  biscoito_de_chocolate: "pao_sem_gluten",
  farinha_de_rosca: "farinha_de_milho",
  aveia: "quinoa",
  granola: "amendoa",
  cuscuz_marroquino: "quinoa",
  trigo_para_quibe: "quinoa",
  shoyu: "shoyu_sem_gluten",
  cerveja: "vinho_branco",
  massa_de_pizza: "farinha_de_arroz",
  massa_de_pastel: "goma_de_tapioca",
  proteina_de_soja: "proteina_de_soja",
  carne_seca: "jaca_verde",
  carne_de_sol: "jaca_verde",
  atum: "grao_de_bico",
  sardinha: "grao_de_bico",
};

const SAVORY_BY_KEY: Record<string, string> = { manteiga: "azeite", ovo: "tofu", ovo_de_codorna: "tofu" };
const SWEET_BY_KEY: Record<string, string> = {
  manteiga: "oleo_de_coco",
  ovo: "linhaca",
  ovo_de_codorna: "linhaca",
};

/** Tag → stand-in, for the many cuts and cheeses the key table does not name one by one. */
const BY_TAG: ReadonlyArray<readonly [string, string]> = [
  ["ground", "proteina_de_soja"],
  ["poultry", "grao_de_bico"],
  ["cured", "tofu_defumado"],
  ["sausage", "tofu_defumado"],
  ["ham", "tofu_defumado"],
  ["offal", "cogumelo"],
  ["beef", "cogumelo"],
  ["pork", "cogumelo"],
  ["lamb", "cogumelo"],
  ["seafood", "palmito"],
  ["fish", "palmito"],
  ["cheese", "queijo_vegetal"],
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
