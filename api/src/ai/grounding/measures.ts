import { numberOrNull, readCsv } from "./csv.ts";

/** Names of measures in api/data/measures → the parser's canonical units. */
const MEASURE_UNITS: Record<string, string> = {
  "xícara de chá": "xicara",
  "xícara de café": "xicara_cafe",
  "copo americano": "copo_americano",
  "copo médio": "copo",
  "colher de sopa": "colher_sopa",
  "colher de sobremesa": "colher_sobremesa",
  "colher de chá": "colher_cha",
  "colher de café": "colher_cafe",
  "unidade (média, picada)": "unidade",
  unidade: "unidade",
  dente: "dente",
  concha: "concha",
  folha: "folha",
  ramo: "ramo",
  punhado: "punhado",
  espiga: "espiga",
};

/**
 * Foods of medidas_caseiras.csv → the TACO id whose grams they describe. IBGE rows weigh food as
 * eaten, so they go to the cooked item ("ARROZ (POLIDO…)" → Arroz, tipo 1, cozido) and only apply when
 * a line says "cozido". Foods absent here (catchup, vinagre, pimenta…) have no TACO item to carry.
 */
const MEASURE_FOODS: Record<string, number> = {
  "farinha de trigo": 35,
  "açúcar refinado": 494,
  açúcar: 494,
  "amido de milho": 42,
  "sal refinado": 517,
  sal: 517,
  margarina: 263,
  manteiga: 261,
  "manteiga com sal": 261,
  "farinha de rosca torrada": 34,
  "ovo de galinha": 489,
  "queijo parmesão ralado": 464,
  "queijo coalho picado": 462,
  "azeitona verde": 521,
  "suco de limão": 219,
  "limão (caldo)": 219,
  "salsinha picada": 153,
  "goma de mandioca (tapioca)": 124,
  cebola: 107,
  alho: 82,
  "ARROZ (POLIDO, PARBOILIZADO)": 3,
  "ARROZ INTEGRAL": 1,
  "MILHO EM GRAO (CRU(A))": 44,
  "AMENDOIM (EM GRAO) (IN NATURA)": 557,
  "ERVILHA EM GRAO": 560,
  "COUVE (REFOGADO(A))": 116,
  "COUVE FLOR (CROZIDO(A))": 118,
  "ESPINAFRE (CROZIDO(A))": 120,
  "REPOLHO (CRU(A))": 149,
  "AGUA DE COCO": 478,
};

export interface MeasureTables {
  /** `${tacoId}|${unit}` → grams (median of the rows, as the sources disagree). */
  foodGrams: Map<string, number>;
  /** Capacity in mL of each volume unit (the rows marked app_default=1, plus two conventions). */
  capacityMl: Record<string, number>;
}

let tables: MeasureTables | undefined;

export function measureTables(): MeasureTables {
  tables ??= { foodGrams: loadFoodGrams(), capacityMl: loadCapacities() };
  return tables;
}

/**
 * Only rows stated in grams are used. A row in mL ("2 colheres de sopa de óleo (16 mL)") describes the
 * spoon of that protocol, not the food, and would contradict the capacities every other line uses.
 */
function loadFoodGrams(): Map<string, number> {
  const samples = new Map<string, number[]>();
  for (const row of readCsv("measures/medidas_caseiras.csv")) {
    const id = MEASURE_FOODS[row.food!];
    const unit = MEASURE_UNITS[row.measure!];
    const grams = numberOrNull(row.grams);
    if (!id || !unit || grams === null) continue;
    const key = `${id}|${unit}`;
    samples.set(key, [...(samples.get(key) ?? []), grams]);
  }
  return new Map([...samples].map(([key, values]) => [key, median(values)]));
}

function loadCapacities(): Record<string, number> {
  // Neither source gives these two: half a colher de chá and a ladle of beans (documented conventions).
  const capacity: Record<string, number> = { colher_cafe: 2.5, concha: 120 };
  for (const row of readCsv("measures/medidas_genericas.csv")) {
    const unit = MEASURE_UNITS[row.measure!];
    const ml = numberOrNull(row.ml);
    if (unit && ml !== null && row.app_default === "1" && capacity[unit] === undefined) capacity[unit] = ml;
  }
  return capacity;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}
