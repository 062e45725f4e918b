import { readFileSync } from "node:fs";
import path from "node:path";

/** api/data, resolved from this file so the api never reads ../shared (which is not deployed). */
export const DATA_DIR = path.resolve(import.meta.dirname, "../../../data");

/**
 * Reads a comma-separated file with a header row into records. Handles RFC 4180 quoting (quoted fields
 * with commas, doubled quotes); the data files are small and trusted, so nothing more is needed.
 */
export function readCsv(relativePath: string): Array<Record<string, string>> {
  const text = readFileSync(path.join(DATA_DIR, relativePath), "utf8").replace(/^\uFEFF/, "");
  const rows = parseCsv(text);
  const header = rows.shift() ?? [];
  return rows
    .filter((row) => row.some((cell) => cell !== ""))
    .map((row) => Object.fromEntries(header.map((name, i) => [name, row[i] ?? ""])));
}

export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = "";
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else cell += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ",") {
      row.push(cell);
      cell = "";
    } else if (ch === "\n" || ch === "\r") {
      if (ch === "\r" && text[i + 1] === "\n") i++;
      row.push(cell);
      rows.push(row);
      row = [];
      cell = "";
    } else cell += ch;
  }
  if (cell !== "" || row.length > 0) rows.push([...row, cell]);
  return rows;
}

/** Empty cells are "not analysed" in TACO, so they stay null rather than becoming 0. */
export function numberOrNull(value: string | undefined): number | null {
  if (value === undefined || value.trim() === "") return null;
  const n = Number(value);
  return Number.isFinite(n) ? n : null;
}
