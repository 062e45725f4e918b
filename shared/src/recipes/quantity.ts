const UNICODE_FRACTIONS: Record<string, number> = {
  "½": 0.5,
  "¼": 0.25,
  "¾": 0.75,
  "⅓": 1 / 3,
  "⅔": 2 / 3,
  "⅛": 0.125,
};

/** Matches a leading amount: "1 1/2", "1½", "½", "1/2", "1,5", "1.5", "2", and ranges "2 a 3" / "2-3". */
const AMOUNT = String.raw`(?:\d+\s+\d+\/\d+|\d+\s*[½¼¾⅓⅔⅛]|[½¼¾⅓⅔⅛]|\d+\/\d+|\d+(?:[.,]\d+)?)`;
export const LEADING_QUANTITY = new RegExp(
  String.raw`^\s*(${AMOUNT})(?:\s*(?:a|-|–|ou)\s*(${AMOUNT}))?(?=\s|$|[a-zA-Zà-ú])`,
  "u",
);

/** Reads one amount written the Brazilian way; NaN when it is not one. */
export function parseAmount(text: string): number {
  const t = text.trim();
  const mixed = /^(\d+)\s+(\d+)\/(\d+)$/.exec(t);
  if (mixed) return Number(mixed[1]) + Number(mixed[2]) / Number(mixed[3]);
  const withGlyph = /^(\d*)\s*([½¼¾⅓⅔⅛])$/u.exec(t);
  if (withGlyph) return Number(withGlyph[1] || 0) + UNICODE_FRACTIONS[withGlyph[2]!]!;
  const fraction = /^(\d+)\/(\d+)$/.exec(t);
  if (fraction) return Number(fraction[2]) === 0 ? NaN : Number(fraction[1]) / Number(fraction[2]);
  return /^\d+(?:[.,]\d+)?$/.test(t) ? Number(t.replace(",", ".")) : NaN;
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
