import { fold } from "./text/fold.ts";

/**
 * Adds a typed ingredient: trimmed, non-empty and not already listed (case- and accent-insensitive).
 * Returns the same array when nothing changes so React can skip a render.
 */
export function addIngredient(list: readonly string[], input: string): readonly string[] {
  const value = input.trim().replace(/\s+/g, " ");
  if (!value) return list;
  const key = ingredientKey(value);
  if (list.some((item) => ingredientKey(item) === key)) return list;
  return [...list, value];
}

/** Merges several ingredients at once (scanner results, suggestion picks) without duplicates. */
export function mergeIngredients(list: readonly string[], additions: readonly string[]): readonly string[] {
  return additions.reduce<readonly string[]>((acc, item) => addIngredient(acc, item), list);
}

/** Lower-case, accent-free comparison key: "Limão" and "limao" are the same ingredient. */
export function ingredientKey(value: string): string {
  return fold(value.trim());
}

export interface SuggestionCategory {
  id: string;
  label: string;
  items: readonly string[];
}

/** Ingredient suggestions on the landing card (spec part 1 §3), 8–10 items each. */
export const SUGGESTION_CATEGORIES: readonly SuggestionCategory[] = [
  {
    id: "basicos",
    label: "Básicos",
    items: [
      "arroz",
      "feijão",
      "ovo",
      "batata",
      "cebola",
      "alho",
      "tomate",
      "farinha de trigo",
      "macarrão",
      "pão",
    ],
  },
  {
    id: "proteinas",
    label: "Proteínas",
    items: [
      "frango",
      "carne moída",
      "carne de porco",
      "linguiça",
      "peixe",
      "camarão",
      "bacon",
      "presunto",
      "atum",
      "grão-de-bico",
    ],
  },
  {
    id: "vegetais",
    label: "Vegetais",
    items: [
      "cenoura",
      "abobrinha",
      "brócolis",
      "couve",
      "espinafre",
      "pimentão",
      "abóbora",
      "mandioca",
      "chuchu",
      "berinjela",
    ],
  },
  {
    id: "laticinios",
    label: "Laticínios",
    items: [
      "leite",
      "queijo",
      "requeijão",
      "manteiga",
      "creme de leite",
      "iogurte",
      "leite condensado",
      "muçarela",
      "parmesão",
    ],
  },
  {
    id: "temperos",
    label: "Temperos",
    items: [
      "sal",
      "pimenta-do-reino",
      "cheiro-verde",
      "orégano",
      "cominho",
      "páprica",
      "açafrão",
      "louro",
      "coentro",
      "manjericão",
    ],
  },
  {
    id: "frutas",
    label: "Frutas",
    items: ["banana", "maçã", "limão", "laranja", "abacaxi", "manga", "morango", "maracujá", "coco"],
  },
  {
    id: "doces",
    label: "Doces",
    items: [
      "açúcar",
      "chocolate",
      "achocolatado",
      "goiabada",
      "doce de leite",
      "mel",
      "canela",
      "fermento",
      "amido de milho",
    ],
  },
];
