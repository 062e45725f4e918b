import { fold } from "@chefzap/shared";
import type { FoodEntry } from "../types.ts";

/** How a step cooks its food. */
export type CookingMethod = "saute" | "stew" | "roast" | "covered_pan" | "airfryer" | "pressure";

/** A main food by kind and cut, as its cooking time depends on both. */
export type FoodCut =
  | "frango_cubos"
  | "frango_peito"
  | "frango_coxa"
  | "carne_moida"
  | "carne_bife"
  | "carne_panela"
  | "peixe_posta"
  | "peixe_file"
  | "camarao"
  | "linguica"
  | "tofu"
  | "ovo"
  | "legume_duro"
  | "legume_macio";

/** Minutes from raw to done, shortest and longest, as a home cook would time them. */
export type MinuteRange = readonly [min: number, max: number];

// A cut left out of a method is not cooked that way (shrimp under pressure), so no time is checked.
const MINUTES: Readonly<Record<FoodCut, Partial<Record<CookingMethod, MinuteRange>>>> = {
  frango_cubos: {
    saute: [8, 12],
    stew: [15, 25],
    roast: [25, 35],
    covered_pan: [15, 20],
    airfryer: [15, 20],
    pressure: [8, 12],
  },
  frango_peito: {
    saute: [10, 14],
    stew: [20, 25],
    roast: [25, 35],
    covered_pan: [15, 20],
    airfryer: [18, 22],
    pressure: [10, 15],
  },
  frango_coxa: {
    saute: [20, 30],
    stew: [20, 40],
    roast: [40, 50],
    covered_pan: [20, 40],
    airfryer: [25, 30],
    pressure: [15, 20],
  },
  carne_moida: {
    saute: [8, 12],
    stew: [15, 25],
    roast: [20, 30],
    covered_pan: [10, 15],
    airfryer: [12, 15],
    pressure: [10, 15],
  },
  carne_bife: {
    saute: [3, 8],
    stew: [30, 45],
    roast: [20, 30],
    covered_pan: [8, 12],
    airfryer: [10, 14],
    pressure: [20, 30],
  },
  // Small cubes of a tender cut (picadinho) are done in 20 minutes; a braising cut takes the hour.
  carne_panela: {
    saute: [10, 15],
    stew: [20, 90],
    roast: [60, 90],
    covered_pan: [20, 90],
    airfryer: [15, 20],
    pressure: [30, 45],
  },
  peixe_posta: { saute: [6, 10], stew: [3, 15], roast: [20, 25], covered_pan: [10, 15], airfryer: [12, 15] },
  peixe_file: { saute: [4, 6], stew: [3, 12], roast: [15, 20], covered_pan: [8, 12], airfryer: [10, 12] },
  camarao: { saute: [2, 4], stew: [3, 5], roast: [8, 10], covered_pan: [3, 5], airfryer: [6, 8] },
  linguica: {
    saute: [10, 15],
    stew: [15, 20],
    roast: [25, 35],
    covered_pan: [12, 15],
    airfryer: [15, 20],
    pressure: [10, 15],
  },
  // Tofu is sold cooked: the minutes only brown or warm it.
  tofu: { saute: [3, 8], stew: [3, 10], roast: [20, 25], covered_pan: [3, 8], airfryer: [12, 15] },
  ovo: { saute: [2, 4], stew: [6, 12], roast: [15, 20], covered_pan: [4, 6], airfryer: [8, 12] },
  legume_duro: {
    saute: [3, 15],
    stew: [15, 30],
    roast: [30, 45],
    covered_pan: [10, 25],
    airfryer: [20, 25],
    pressure: [5, 10],
  },
  legume_macio: { saute: [2, 8], stew: [3, 15], roast: [10, 25], covered_pan: [5, 10], airfryer: [10, 15] },
};

const HARD_VEG = new Set([
  "batata",
  "batata_doce",
  "mandioca",
  "mandioquinha",
  "inhame",
  "cenoura",
  "beterraba",
  "abobora",
  "nabo",
]);
const SOFT_VEG = new Set([
  "abobrinha",
  "berinjela",
  "chuchu",
  "tomate",
  "pimentao",
  "brocolis",
  "couve_flor",
  "vagem",
  "cogumelo",
  "quiabo",
]);

function chickenCut(text: string): FoodCut {
  if (/\b(cubos|tiras|pedacos|picad\w*|desfiad\w*)\b/.test(text)) return "frango_cubos";
  if (/\b(coxas?|sobrecoxas?|asas?|coxinhas? da asa|frango inteiro)\b/.test(text)) return "frango_coxa";
  if (/\b(peitos?|files?)\b/.test(text) && !/\b(cubos|tiras|desfiad|pedacos|picad)/.test(text))
    return "frango_peito";
  return "frango_cubos";
}

function beefCut(food: FoodEntry, text: string): FoodCut | undefined {
  if (food.tags.has("ground")) return "carne_moida";
  if (food.tags.has("stew") || /\b(cubos|panela|pedacos|picadinho)\b/.test(text)) return "carne_panela";
  return food.tags.has("steak") ? "carne_bife" : undefined;
}

/** The kind and cut of a food as an ingredient line lists it ("2 filés de tilápia" → peixe_file). */
export function cutOf(food: FoodEntry, line: string): FoodCut | undefined {
  const text = fold(line.toLowerCase());
  if (food.tags.has("cured") || food.tags.has("canned") || /\b(cozid|desfiad|assad|pronto)/.test(text))
    return food.tags.has("sausage") ? "linguica" : undefined;
  if (food.key === "frango") return chickenCut(text);
  if (food.tags.has("beef")) return beefCut(food, text);
  if (food.tags.has("fish"))
    return /\bfiles?\b/.test(text) || /\bfile\b/.test(fold(food.name)) ? "peixe_file" : "peixe_posta";
  if (food.key === "camarao") return "camarao";
  if (food.tags.has("sausage")) return "linguica";
  if (food.key === "tofu") return "tofu";
  if (food.key === "ovo") return "ovo";
  if (HARD_VEG.has(food.key)) return "legume_duro";
  return SOFT_VEG.has(food.key) ? "legume_macio" : undefined;
}

// Checked in this order: a step "na pressão" may also say "cozinhe", and one in the airfryer "asse".
const METHODS: ReadonlyArray<readonly [CookingMethod, RegExp]> = [
  ["pressure", /\bpressao\b/],
  ["airfryer", /\bairfryer\b/],
  ["roast", /\b(asse|assar|forno)\b/],
  ["covered_pan", /\b(tampe|tampada|tampado)\b(?!.*\b(agua|caldo|leite)\b)/],
  ["stew", /\b(cozinhe|ferva|fervura|ensope|caldo|molho|agua|leite de coco|semitampad\w*)\b/],
  ["saute", /\b(refogue|salteie|doure|frite|sele|grelhe)\b/],
];

/** How a step cooks, from its verbs and vessel; undefined for a step that does not cook. */
export function methodOf(step: string): CookingMethod | undefined {
  const text = fold(step.toLowerCase());
  return METHODS.find(([, words]) => words.test(text))?.[0];
}

/** How long a cut takes by a method, or undefined when it is not cooked that way. */
export function minutesFor(cut: FoodCut, method: CookingMethod): MinuteRange | undefined {
  return MINUTES[cut][method];
}

/** A step that waits while something else cooks, or rests: its minutes are not the food's cooking. */
export const NOT_COOKING =
  /^enquanto\b|\b(descans|geladeira|marin|de molho|esfri|gelad|gele|gelar|congel|refrigere|dessalg|hidrate|cresc|fermentar|amargor|deixe secar|em ate|a parte|ao mesmo tempo)/;

/** What a home pan browns at once without steaming it, and the minutes each further batch adds. */
export const PAN_BATCH_GRAMS = 400;
export const BATCH_MINUTES = 5;

/** Portions of a quiche, torta or gratin that fit in the one forma an airfryer basket holds (18–20 cm). */
export const AIRFRYER_FORM_SERVINGS = 4;
