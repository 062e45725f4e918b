/**
 * Canonical household and metric units. Variants ("xíc.", "xicaras", "c. sopa", "colheres (sopa)",
 * "litro", "lts") all map to one of these.
 */
export const UNITS = [
  "g",
  "kg",
  "mg",
  "ml",
  "l",
  "xicara",
  "xicara_cafe",
  "copo_americano",
  "copo",
  "colher_sopa",
  "colher_sobremesa",
  "colher_cha",
  "colher_cafe",
  "lata",
  "pacote",
  "caixa",
  "dente",
  "fatia",
  "pitada",
  "maco",
  "ramo",
  "punhado",
  "concha",
  "unidade",
  "duzia",
  "pedaco",
  "folha",
  "talo",
  "cabeca",
  "file",
  "posta",
  "gomo",
  "bandeja",
  "pote",
  "vidro",
  "sache",
  "tablete",
  "gota",
  "envelope",
  "barra",
  "espiga",
  "rodela",
  "fio",
  "cubo",
  "peca",
  "dose",
  "long_neck",
] as const;
export type Unit = (typeof UNITS)[number];

/** One ingredient line read the Brazilian way: "1 1/2 xícara (chá) de farinha de trigo, peneirada". */
export interface ParsedIngredientLine {
  /** The line as written. */
  raw: string;
  /** The amount (the low end of a range); null when none is given ("sal a gosto", "cheiro-verde"). */
  quantity: number | null;
  /** The high end of a range ("2 a 3 tomates" → 3); null otherwise. */
  quantityMax: number | null;
  unit: Unit | null;
  /** The food as named, without amount, unit or notes: "farinha de trigo". */
  food: string;
  /** Preparation or qualifiers: "peneirada", "sem pele", "picada". */
  note: string | null;
  /** "a gosto", "q.b.", "quanto baste". */
  toTaste: boolean;
}
