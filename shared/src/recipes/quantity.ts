import { amountValue } from "./amounts.ts";
import { foldForMatching } from "./text-fold.ts";

/**
 * Reads one amount written the Brazilian way ("1 1/2", "1½", "1,5", "meia"); NaN when it is not one.
 * The same reader the ingredient-line parser uses, so the web and the server agree on every amount.
 */
export function parseAmount(text: string): number {
  return amountValue(foldForMatching(text));
}

const KEPT_FRACTIONS: ReadonlyArray<[number, string]> = [
  [0.25, "¼"],
  [0.5, "½"],
  [0.75, "¾"],
  [1.5, "1 ½"],
];

/**
 * Spec §5: whole numbers as integers, ½ ¼ ¾ and 1 ½ kept as fractions, anything else with one decimal
 * and a comma ("2,3").
 */
export function formatAmount(value: number): string {
  for (const [n, glyph] of KEPT_FRACTIONS) if (Math.abs(value - n) < 1e-9) return glyph;
  const rounded = Math.round(value * 10) / 10;
  if (Number.isInteger(rounded)) return String(rounded);
  return rounded.toFixed(1).replace(".", ",");
}

/** An amount or a range as a recipe shows it: "2", "1 ½", "4 a 6". */
export function formatAmountRange(low: number, high: number | null): string {
  return high === null ? formatAmount(low) : `${formatAmount(low)} a ${formatAmount(high)}`;
}
