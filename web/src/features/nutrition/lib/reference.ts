import type { Macros, Micros } from "../types";

export interface MicroRow {
  key: keyof Micros;
  label: string;
  unit: "g" | "mg";
  /** Spec §9: the bar's full width; a value past it fills the bar and says so. */
  max: number;
  digits: number;
}

export const MICRO_ROWS: readonly MicroRow[] = [
  { key: "fiber", label: "Fibras", unit: "g", max: 25, digits: 1 },
  { key: "sugar", label: "Açúcares", unit: "g", max: 50, digits: 1 },
  { key: "sodium", label: "Sódio", unit: "mg", max: 2300, digits: 0 },
  { key: "calcium", label: "Cálcio", unit: "mg", max: 1000, digits: 0 },
  { key: "iron", label: "Ferro", unit: "mg", max: 18, digits: 1 },
  { key: "vitaminC", label: "Vitamina C", unit: "mg", max: 90, digits: 1 },
];

export interface MacroShare {
  key: "protein" | "carbohydrates" | "fat";
  label: string;
  grams: number;
  kcal: number;
  /** Of the energy from the three, 0–100. */
  percent: number;
  className: string;
}

// Atwater factors: the usual 4/4/9 kcal per gram, so the shares describe where the energy comes from.
const MACROS = [
  { key: "protein", label: "Proteínas", factor: 4, className: "bg-success" },
  { key: "carbohydrates", label: "Carboidratos", factor: 4, className: "bg-accent" },
  { key: "fat", label: "Gorduras", factor: 9, className: "bg-primary" },
] as const;

/** Energy shares of protein, carbohydrates and fat; all zero when the recipe has none of them. */
export function macroShares(macros: Macros): MacroShare[] {
  const kcal = MACROS.map((m) => macros[m.key] * m.factor);
  const total = kcal.reduce((sum, k) => sum + k, 0);
  return MACROS.map((m, i) => ({
    key: m.key,
    label: m.label,
    grams: macros[m.key],
    kcal: kcal[i]!,
    percent: total > 0 ? (kcal[i]! / total) * 100 : 0,
    className: m.className,
  }));
}

/** Spec §3 words the score 0–100; the bands give the meter a word as well as a colour. */
export function scoreBand(score: number): { label: string; className: string } {
  if (score >= 70) return { label: "Saudável", className: "bg-success" };
  if (score >= 40) return { label: "Moderada", className: "bg-accent" };
  return { label: "Pouco saudável", className: "bg-destructive" };
}

/** The api's citation when it sends one; this wording otherwise, as TACO's licence asks for credit. */
export const TACO_CREDIT =
  "Fonte: NEPA-UNICAMP. Tabela Brasileira de Composição de Alimentos (TACO), 4ª ed., 2011.";
