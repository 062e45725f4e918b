import { readCsv } from "../../../ai/grounding/csv.ts";

/** What a kilogram of a catalogue food costs as bought, and whether that price was cited or derived. */
export interface FoodPrice {
  brlPerKg: number;
  /** Derived by a rule (same as, a ratio to, a median of cited items) or assumed, not read in a source. */
  estimated: boolean;
}

export type PriceTable = ReadonlyMap<string, FoodPrice>;

export class PriceTableError extends Error {}

type Row = Record<string, string>;
type Rule = { kind: "same" | "median" | "ratio"; ids: string[]; factor: number };

const RULE = /^(same|median|ratio)\(([^)]*)\)$/;
let loaded: PriceTable | undefined;

/** The shipped table, api/data/prices/food_prices.csv, read and resolved once per process. */
export function priceTable(): PriceTable {
  loaded ??= buildPriceTable(readCsv("prices/food_prices.csv"));
  return loaded;
}

/**
 * Prices per kilogram from the table's rows: a cited row is its price over the grams it buys; a rule row
 * (`same(x)`, `ratio(x;1.54)`, `median(a;b;c)`, `median(*)` = every cited row) is computed from the rows
 * it names, so changing a cited price moves every estimate built on it.
 */
export function buildPriceTable(rows: readonly Row[]): PriceTable {
  const byId = new Map(rows.map((row) => [row.food_id!, row]));
  const cited = rows.filter((row) => row.estimated === "false").map((row) => row.food_id!);
  const table = new Map<string, FoodPrice>();
  const resolving = new Set<string>();

  function resolve(id: string): FoodPrice {
    const done = table.get(id);
    if (done) return done;
    const row = byId.get(id);
    if (!row) throw new PriceTableError(`no price row for "${id}"`);
    if (resolving.has(id)) throw new PriceTableError(`price rule of "${id}" refers to itself`);
    resolving.add(id);
    const price = row.rule ? fromRule(id, parseRule(id, row.rule)) : fromCitation(row);
    resolving.delete(id);
    table.set(id, price);
    return price;
  }

  function fromRule(id: string, rule: Rule): FoodPrice {
    const ids = rule.ids[0] === "*" ? cited : rule.ids;
    const prices = ids.map((other) => resolve(other).brlPerKg);
    if (prices.length === 0) throw new PriceTableError(`price rule of "${id}" names no food`);
    const base = rule.kind === "median" ? median(prices) : prices[0]!;
    return { brlPerKg: base * rule.factor, estimated: true };
  }

  for (const row of rows) resolve(row.food_id!);
  return table;
}

function fromCitation(row: Row): FoodPrice {
  const price = Number(row.price_brl);
  const grams = Number(row.per_grams);
  if (!(price > 0) || !(grams > 0))
    throw new PriceTableError(`price row "${row.food_id}" needs price_brl and per_grams`);
  if (row.estimated === "false" && !(row.source && row.month && row.city))
    throw new PriceTableError(`cited price "${row.food_id}" needs its source, month and city`);
  return { brlPerKg: (price * 1000) / grams, estimated: row.estimated !== "false" };
}

function parseRule(id: string, text: string): Rule {
  const match = RULE.exec(text.trim());
  if (!match) throw new PriceTableError(`price rule of "${id}" is not same(), ratio() or median(): ${text}`);
  const args = match[2]!.split(";").map((part) => part.trim());
  if (match[1] === "ratio") {
    const factor = Number(args[1]);
    if (args.length !== 2 || !(factor > 0)) throw new PriceTableError(`ratio of "${id}" needs (food;factor)`);
    return { kind: "ratio", ids: [args[0]!], factor };
  }
  if (match[1] === "same" && args.length !== 1) throw new PriceTableError(`same() of "${id}" names one food`);
  return { kind: match[1] as Rule["kind"], ids: args, factor: 1 };
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}
