const EPSILON = 1e-9;
const FRACTIONS: ReadonlyArray<readonly [number, string]> = [
  [0.25, "¼"],
  [0.5, "½"],
  [0.75, "¾"],
];

/** A number the pt-BR way with at most one decimal: 2 → "2", 1.25 → "1,3", 1.5 → "1,5". */
export function formatDecimal(value: number): string {
  const rounded = Math.round(value * 10) / 10;
  if (Number.isInteger(rounded)) return String(rounded);
  return rounded.toFixed(1).replace(".", ",");
}

/** How an amount may be written; by default spec §5's rule for scaled amounts. */
export interface AmountStyle {
  /**
   * Any whole number may carry a quarter ("2 ½", "1 ¼"). For amounts measured in quarters on purpose
   * (spoons and cups of a written recipe); scaled amounts keep only ½ ¼ ¾ and 1 ½ as the spec says.
   */
  mixedFractions?: boolean;
}

/**
 * An amount as recipes show it: whole numbers as integers, fractions as vulgar-fraction glyphs after a
 * space ("½", "1 ½"), anything else with one decimal and a comma ("2,5", "0,3").
 */
export function formatAmount(value: number, style: AmountStyle = {}): string {
  const whole = Math.floor(value + EPSILON);
  const glyph = FRACTIONS.find(([fraction]) => Math.abs(value - whole - fraction) < EPSILON)?.[1];
  const kept = whole === 0 || style.mixedFractions || (whole === 1 && glyph === "½");
  if (glyph && kept) return whole === 0 ? glyph : `${whole} ${glyph}`;
  return formatDecimal(value);
}

/** An amount or a range as a recipe shows it: "2", "1 ½", "4 a 6". */
export function formatAmountRange(low: number, high: number | null, style: AmountStyle = {}): string {
  const first = formatAmount(low, style);
  return high === null ? first : `${first} a ${formatAmount(high, style)}`;
}
