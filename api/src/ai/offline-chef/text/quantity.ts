import type { Portion, Unit } from "../types.ts";

interface UnitWord {
  one: string;
  many: string;
}

const UNIT_WORDS: Partial<Record<Unit, UnitWord>> = {
  g: { one: "g", many: "g" },
  ml: { one: "ml", many: "ml" },
  xic: { one: "xícara (chá)", many: "xícaras (chá)" },
  cs: { one: "colher (sopa)", many: "colheres (sopa)" },
  cc: { one: "colher (chá)", many: "colheres (chá)" },
  dente: { one: "dente", many: "dentes" },
  fatia: { one: "fatia", many: "fatias" },
  folha: { one: "folha", many: "folhas" },
  maco: { one: "maço", many: "maços" },
  lata: { one: "lata", many: "latas" },
  cx: { one: "caixinha", many: "caixinhas" },
  pitada: { one: "pitada", many: "pitadas" },
};

/** Household spoons and cups go by quarters; grams by tens; cloves and slices by whole numbers. */
const QUARTERS = new Set<Unit>(["xic", "cs", "cc", "lata", "cx", "maco"]);
const WHOLE = new Set<Unit>(["dente", "fatia", "folha", "pitada"]);

/** Rounds an amount the way a cook measures it in that unit. */
export function roundAmount(amount: number, unit: Unit, whole = false): number {
  if (unit === "gosto") return 0;
  if (unit === "g" || unit === "ml") {
    const step = amount >= 300 ? 50 : amount >= 30 ? 10 : 5;
    return Math.max(5, Math.round(amount / step) * step);
  }
  if (WHOLE.has(unit) || whole) return Math.max(1, Math.round(amount));
  if (QUARTERS.has(unit)) return Math.max(0.25, Math.round(amount * 4) / 4);
  return Math.max(0.5, Math.round(amount * 2) / 2);
}

const FRACTIONS: Record<number, string> = { 0.25: "1/4", 0.5: "1/2", 0.75: "3/4" };

/** 1.5 → "1 1/2", 0.25 → "1/4", 3 → "3"; other decimals with a comma, as pt-BR writes them. */
export function formatNumber(amount: number): string {
  const whole = Math.floor(amount);
  const rest = Math.round((amount - whole) * 100) / 100;
  const fraction = FRACTIONS[rest];
  if (rest === 0) return String(whole);
  if (fraction) return whole === 0 ? fraction : `${whole} ${fraction}`;
  return amount.toFixed(1).replace(".", ",");
}

/** Grams past a kilo read better in kg ("1,5 kg"). */
function metric(amount: number, unit: "g" | "ml"): string {
  if (amount < 1000) return `${amount} ${unit}`;
  const big = Math.round(amount / 100) / 10;
  const text = Number.isInteger(big) ? String(big) : big.toFixed(1).replace(".", ",");
  return `${text} ${unit === "g" ? "kg" : "l"}`;
}

/** "2 xícaras (chá)", "1 dente", "500 g"; undefined for counted units and "a gosto". */
export function formatMeasure(amount: number, unit: Unit): string | undefined {
  if (unit === "g" || unit === "ml") return metric(amount, unit);
  const word = UNIT_WORDS[unit];
  if (!word) return undefined;
  return `${formatNumber(amount)} ${amount >= 2 ? word.many : word.one}`;
}

/** Scales a portion, keeping its unit. */
export function scalePortion([amount, unit]: Portion, factor: number): Portion {
  return [amount * factor, unit];
}
