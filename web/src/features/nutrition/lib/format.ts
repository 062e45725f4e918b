const formatters = new Map<number, Intl.NumberFormat>();

/** pt-BR digits ("1.234,5"), at most `digits` decimals; formatters are built once per precision. */
export function formatNumber(value: number, digits = 0): string {
  let formatter = formatters.get(digits);
  if (!formatter) {
    formatter = new Intl.NumberFormat("pt-BR", { maximumFractionDigits: digits });
    formatters.set(digits, formatter);
  }
  return formatter.format(value);
}

export const formatKcal = (kcal: number) => `${formatNumber(kcal)} kcal`;

export const formatPercent = (percent: number) => `${formatNumber(percent)}%`;
