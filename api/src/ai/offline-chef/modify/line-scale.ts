import { matchIngredient } from "../normalize/normalize-ingredient.ts";
import { formatNumber } from "../text/quantity.ts";

const QUANTITY = /^(\d+\s+\d+\/\d+|\d+\/\d+|\d+(?:[.,]\d+)?)\s*(kg|g|ml|l)?(?=\s|$)/i;
const UNIT_PLURALS: ReadonlyArray<readonly [RegExp, string, string]> = [
  [/^x[íi]caras?\b/i, "xícara", "xícaras"],
  [/^colher(?:es)?\b/i, "colher", "colheres"],
  [/^dentes?\b/i, "dente", "dentes"],
  [/^fatias?\b/i, "fatia", "fatias"],
  [/^folhas?\b/i, "folha", "folhas"],
  [/^ma[çc]os?\b/i, "maço", "maços"],
  [/^latas?\b/i, "lata", "latas"],
  [/^caixinhas?\b/i, "caixinha", "caixinhas"],
  [/^pitadas?\b/i, "pitada", "pitadas"],
  [/^unidades?\b/i, "unidade", "unidades"],
];

/** Reads "1 1/2", "3/4", "2,5" or "500" at the start of a line. */
export function parseAmount(text: string): number | undefined {
  const match = QUANTITY.exec(text.trim());
  if (!match) return undefined;
  const value = match[1]!.replace(",", ".");
  return value.split(/\s+/).reduce((sum, part) => {
    const [top, bottom] = part.split("/");
    return sum + (bottom ? Number(top) / Number(bottom) : Number(top));
  }, 0);
}

function roundFor(amount: number, metric: boolean): number {
  if (metric) return amount >= 100 ? Math.round(amount / 10) * 10 : Math.max(1, Math.round(amount));
  return Math.max(0.25, Math.round(amount * 4) / 4);
}

function fixUnitWord(rest: string, amount: number): string {
  for (const [pattern, one, many] of UNIT_PLURALS) {
    if (pattern.test(rest)) return rest.replace(pattern, amount >= 2 ? many : one);
  }
  const match = matchIngredient(rest);
  const head = rest.split(" ")[0] ?? "";
  if (!match.food || !head) return rest;
  // A counted food: "1 cebola" → "2 cebolas", "2 ovos" → "1 ovo".
  if (amount >= 2 && head === match.food.name) return rest.replace(head, match.food.plural.split(" ")[0]!);
  if (amount < 2 && head === match.food.plural.split(" ")[0])
    return rest.replace(head, match.food.name.split(" ")[0]!);
  return rest;
}

/** Multiplies the quantity at the start of an ingredient line; "sal a gosto" stays as it is. */
export function scaleLine(line: string, factor: number): string {
  const trimmed = line.trim();
  const match = QUANTITY.exec(trimmed);
  const amount = parseAmount(trimmed);
  if (!match || amount === undefined) return line;
  let unit = match[2]?.toLowerCase();
  let scaled = amount * factor;
  if (unit === "kg" || unit === "l") {
    scaled *= 1000;
    unit = unit === "kg" ? "g" : "ml";
  }
  const metric = unit === "g" || unit === "ml";
  const rounded = roundFor(scaled, metric);
  const rest = trimmed.slice(match[0].length).trim();
  if (metric) {
    const big = rounded >= 1000;
    const value = big ? formatNumber(Math.round(rounded / 100) / 10).replace(" 1/2", ",5") : String(rounded);
    return `${value} ${big ? (unit === "g" ? "kg" : "l") : unit} ${rest}`.trim();
  }
  return `${formatNumber(rounded)} ${fixUnitWord(rest, rounded)}`.trim();
}
