import { formatAmount, LEADING_QUANTITY, parseAmount } from "./quantity.ts";

/** Household units whose word changes with the amount ("1 xícara", "2 xícaras"). */
const UNIT_FORMS: ReadonlyArray<[singular: string, plural: string]> = [
  ["xícara", "xícaras"],
  ["colher", "colheres"],
  ["dente", "dentes"],
  ["fatia", "fatias"],
  ["pitada", "pitadas"],
  ["lata", "latas"],
  ["caixa", "caixas"],
  ["pacote", "pacotes"],
  ["unidade", "unidades"],
  ["copo", "copos"],
  ["concha", "conchas"],
  ["maço", "maços"],
  ["ramo", "ramos"],
  ["litro", "litros"],
];

function agreeUnit(rest: string, amount: number): string {
  const plural = amount > 1;
  for (const [singular, pluralForm] of UNIT_FORMS) {
    const from = plural ? singular : pluralForm;
    const to = plural ? pluralForm : singular;
    const match = new RegExp(`^(\\s*)${from}(?=\\s|$|\\()`, "iu").exec(rest);
    if (match) return match[1] + to + rest.slice(match[0].length);
  }
  return rest;
}

/**
 * Scales one ingredient line by `factor` (chosen servings ÷ recipe servings). Lines without a leading
 * amount ("sal a gosto") come back unchanged; ranges scale both ends.
 */
export function scaleIngredientLine(line: string, factor: number): string {
  if (factor === 1) return line;
  const match = LEADING_QUANTITY.exec(line);
  if (!match) return line;
  const low = parseAmount(match[1]!);
  if (Number.isNaN(low)) return line;
  const high = match[2] ? parseAmount(match[2]) : NaN;
  const rest = line.slice(match[0].length);
  const scaledLow = low * factor;
  const amount = Number.isNaN(high)
    ? formatAmount(scaledLow)
    : `${formatAmount(scaledLow)} a ${formatAmount(high * factor)}`;
  const space = /^\s/.test(rest) || rest === "" ? "" : " ";
  return `${amount}${space}${agreeUnit(rest, Number.isNaN(high) ? scaledLow : high * factor)}`;
}

/** Scales a recipe's ingredient list from its servings (default 1, spec §5) to the chosen servings. */
export function scaleIngredients(
  lines: readonly string[],
  from: number | null | undefined,
  to: number,
): string[] {
  const base = from && from > 0 ? from : 1;
  return lines.map((line) => scaleIngredientLine(line, to / base));
}
