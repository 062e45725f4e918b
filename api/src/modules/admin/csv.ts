/**
 * CSV for Excel in Brazil. `;` separates fields because Excel with pt-BR regional settings uses the
 * comma as the decimal mark and expects `;` as the list separator: a comma-separated file opens as one
 * column there. The UTF-8 byte order mark makes Excel read accents as UTF-8 instead of Windows-1252.
 */
export const CSV_BOM = "\uFEFF";
export const CSV_SEPARATOR = ";";

/**
 * A cell as text. A value starting with = + - @ (or a tab or carriage return) would run as a formula in
 * a spreadsheet (CSV injection, e.g. a name "=HYPERLINK(…)"), so it is prefixed with an apostrophe,
 * which spreadsheets show as text. Quotes are doubled, and a cell with a separator, quote or line break
 * is quoted.
 */
const PLAIN_NUMBER = /^-?\d+(,\d+)?$/;

export function csvCell(value: string | number | boolean | null | undefined): string {
  if (value === null || value === undefined) return "";
  let text = String(value);
  if (typeof value === "string" && /^[=+\-@\t\r]/.test(text) && !PLAIN_NUMBER.test(text)) text = `'${text}`;
  return /[";\r\n,]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function csvLine(cells: ReadonlyArray<string | number | boolean | null | undefined>): string {
  return `${cells.map(csvCell).join(CSV_SEPARATOR)}\r\n`;
}

/** Centavos as Excel pt-BR reads a number: 990 → "9,90". */
export function reais(centavos: number): string {
  const sign = centavos < 0 ? "-" : "";
  const abs = Math.abs(centavos);
  return `${sign}${Math.floor(abs / 100)},${String(abs % 100).padStart(2, "0")}`;
}
