import { sql, type SQL } from "drizzle-orm";
import type { Db } from "../../db/client.ts";

/** Both drivers answer `rows`; the Db type (either driver) cannot say so. */
export async function rows<T>(db: Db, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

export async function one<T>(db: Db, query: SQL): Promise<T> {
  return (await rows<T>(db, query))[0]!;
}

/** ISO 8601 in UTC with milliseconds, as every admin date travels; null stays null. */
export function iso(expr: SQL): SQL<string | null> {
  return sql`to_char((${expr}) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
}

export function at(date: Date): SQL {
  return sql`${date.toISOString()}::timestamptz`;
}

/** Day buckets are days in Brazil: a recipe at 22:00 in São Paulo belongs to that day, not the next UTC one. */
export const ZONE = "America/Sao_Paulo";

export function localDay(expr: SQL): SQL {
  return sql`((${expr}) at time zone ${sql.raw(`'${ZONE}'`)})::date`;
}

/** The start of the local day, ISO week (Monday) or month holding `now`, as a timestamptz. */
export function localStart(unit: "day" | "week" | "month", now: Date): SQL {
  const zone = sql.raw(`'${ZONE}'`);
  return sql`(date_trunc(${unit}, ${at(now)} at time zone ${zone}) at time zone ${zone})`;
}

/** The last `days` local days up to today, oldest first: "YYYY-MM-DD" text per row, as `day`. */
export function lastDays(now: Date, days: number): SQL {
  const today = localDay(at(now));
  return sql`select to_char(d, 'YYYY-MM-DD') as day, d::date as d from generate_series(${today} - ${days - 1}::int, ${today}, interval '1 day') as d`;
}

/** An ILIKE pattern matching `text` anywhere; `%`, `_` and `\\` typed by the admin match themselves. */
export function containing(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
