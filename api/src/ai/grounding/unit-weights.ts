/**
 * Generic estimates for turning household amounts into grams when neither the measure tables in
 * api/data/measures (measures.ts) nor the food's own densities and portions in the food catalogue
 * (catalogue-taco.ts) have one. Every value here is a guess and is reported with low confidence.
 */

/** When the food has no density of its own: by TACO category, as chopped or poured. */
export const DENSITY_BY_CATEGORY: Record<string, number> = {
  "Cereais e derivados": 0.6,
  "Verduras, hortaliças e derivados": 0.55,
  "Frutas e derivados": 0.65,
  "Gorduras e óleos": 0.92,
  "Pescados e frutos do mar": 0.85,
  "Carnes e derivados": 0.85,
  "Leite e derivados": 1.0,
  "Bebidas (alcoólicas e não alcoólicas)": 1.0,
  "Ovos e derivados": 1.0,
  "Produtos açucarados": 0.8,
  Miscelâneas: 0.8,
  "Outros alimentos industrializados": 1.0,
  "Alimentos preparados": 0.9,
  "Leguminosas e derivados": 0.8,
  "Nozes e sementes": 0.55,
};

/** Keyed by the parser's unit names; plain strings so new units need no change here. */
type Weights = Record<string, number>;

/**
 * Last resort for a unit whatever the food: low confidence. Packages are not here: a can of an unknown food
 * is not guessed (package-weights.ts).
 */
export const GENERIC_UNIT_GRAMS: Weights = {
  unidade: 100,
  dente: 3,
  fatia: 20,
  pitada: 0.5,
  maco: 100,
  ramo: 5,
  punhado: 30,
  folha: 5,
  talo: 30,
  cabeca: 300,
  file: 120,
  posta: 150,
  gomo: 80,
  pedaco: 50,
  espiga: 100,
  rodela: 10,
  fio: 5,
  cubo: 10,
};

/** "A gosto" with no amount: a token one keeps sodium visible without inventing much. */
export const TO_TASTE_DEFAULT_GRAMS = 1;
