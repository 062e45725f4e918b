import { stdSerializers } from "pino";

type Fields = Record<string, unknown>;

const SQL_STATE = /^[0-9A-Z]{5}$/;

/** A PostgreSQL error from either driver: node-postgres and PGlite both carry a five-character SQLSTATE. */
function findDatabaseError(error: unknown): Fields | undefined {
  for (let e: unknown = error; e && typeof e === "object"; e = (e as { cause?: unknown }).cause) {
    const { code, severity } = e as Fields;
    if (typeof code === "string" && SQL_STATE.test(code) && typeof severity === "string") return e as Fields;
  }
  return undefined;
}

function pick(source: Fields, keys: readonly string[]): Fields {
  return Object.fromEntries(keys.filter((k) => typeof source[k] === "string").map((k) => [k, source[k]]));
}

function frames(stack: string): string {
  return stack
    .split("\n")
    .filter((line) => /^\s+at /.test(line))
    .join("\n");
}

/**
 * Logs an error without the data it was about. A failed query carries its parameters (argon2 hashes,
 * e-mails, phone numbers) in drizzle's message, in `params`, and in PostgreSQL's `detail` ("Key
 * (email)=(…) already exists"); only the SQL state, the server's message and the names of what failed are
 * kept. Other errors are logged as pino does.
 */
export function serializeError(value: unknown): unknown {
  // pino-http hands custom serializers pino's own serialization, keeping the error itself in `raw`.
  const error = (value as { raw?: unknown } | null)?.raw ?? value;
  const db = findDatabaseError(error);
  if (!db) return error instanceof Error ? stdSerializers.err(error) : error;
  const outer = error as Fields;
  return {
    type: (error as object).constructor?.name ?? "DatabaseError",
    // "invalid input syntax for type uuid: \"<the value>\"": the value is the user's, the rest is ours.
    message: typeof db.message === "string" ? db.message.replace(/: ".*"$/s, ': "…"') : "database error",
    ...pick(db, ["code", "severity", "constraint", "table", "column", "routine"]),
    // The stack's first lines repeat drizzle's message, parameters included; only the frames stay.
    stack: typeof outer.stack === "string" ? frames(outer.stack) : undefined,
  };
}
