import { formatNumber as formatPtBr } from "@/lib/pt-br-format";

/** pt-BR digits ("1.234,5"), at most `digits` decimals. */
export const formatNumber = (value: number, digits = 0): string =>
  formatPtBr(value, { maximumFractionDigits: digits });

export const formatKcal = (kcal: number) => `${formatNumber(kcal)} kcal`;

export const formatPercent = (percent: number) => `${formatNumber(percent)}%`;
