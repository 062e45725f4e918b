import { DomainError } from "@chefzap/shared";
import { sql, type Placeholder, type SQL } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";

/** One part of a sort key: what rows are ordered by, and the type its cursor text is read back as. */
export interface KeyPart {
  expr: SQL | PgColumn;
  type: "timestamptz" | "numeric" | "integer" | "uuid";
}

/** The last row's key, each part as exact text (microseconds and every decimal kept). */
export type Keyset = string[];

const invalid = () => new DomainError("validation_failed", "Página inválida.", { field: "cursor" });

/**
 * The exact text of a key part: a JavaScript Date would keep milliseconds only, and rows written in the
 * same millisecond would be skipped or repeated between pages.
 */
export function keyText(part: KeyPart): SQL {
  return part.type === "timestamptz"
    ? sql`to_char(${part.expr} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`
    : sql`(${part.expr})::text`;
}

/** The rows after the keyset in the key's order: one row comparison, which a btree index can seek to. */
export function afterKey(
  parts: readonly KeyPart[],
  after: ReadonlyArray<string | Placeholder>,
  direction: "asc" | "desc",
): SQL {
  const values = parts.map((part, i) => sql`cast(${after[i]} as ${sql.raw(part.type)})`);
  const keys = sql.join(
    parts.map((part) => sql`${part.expr}`),
    sql`, `,
  );
  return direction === "desc"
    ? sql`(${keys}) < (${sql.join(values, sql`, `)})`
    : sql`(${keys}) > (${sql.join(values, sql`, `)})`;
}

/** ORDER BY for the key; descending keys say NULLS LAST so they match the indexes drizzle declares. */
export function keyOrder(parts: readonly KeyPart[], direction: "asc" | "desc"): SQL[] {
  return parts.map((part) =>
    direction === "desc" ? sql`${part.expr} desc nulls last` : sql`${part.expr} asc`,
  );
}

/** An opaque cursor naming the order it belongs to, so a cursor of one sort cannot page another. */
export function encodeCursor(order: string, key: Keyset): string {
  return Buffer.from(JSON.stringify([order, ...key])).toString("base64url");
}

/** The keyset inside a cursor of `order` with `length` parts; anything else is a 400, never a 500. */
export function decodeCursor(cursor: string, order: string, parts: readonly KeyPart[]): Keyset {
  let decoded: unknown;
  try {
    decoded = JSON.parse(Buffer.from(cursor, "base64url").toString("utf8"));
  } catch {
    throw invalid();
  }
  if (!Array.isArray(decoded) || decoded[0] !== order || decoded.length !== parts.length + 1) throw invalid();
  const key = decoded.slice(1);
  if (!key.every((value, i) => typeof value === "string" && readable(parts[i]!.type, value))) throw invalid();
  return key as Keyset;
}

// The text each type's cursor part may hold, so a forged cursor fails here and not as a cast error.
const PATTERNS: Record<KeyPart["type"], RegExp> = {
  timestamptz: /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/,
  numeric: /^-?\d{1,20}(?:\.\d{1,30})?$/,
  integer: /^-?\d{1,9}$/,
  uuid: /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/,
};

function readable(type: KeyPart["type"], value: string): boolean {
  if (!PATTERNS[type].test(value)) return false;
  // "2026-02-31T…" has the shape but is no date; PostgreSQL would refuse it with an error.
  if (type === "timestamptz") {
    const time = Date.parse(value);
    return !Number.isNaN(time) && new Date(time).toISOString().slice(0, 19) === value.slice(0, 19);
  }
  return true;
}
