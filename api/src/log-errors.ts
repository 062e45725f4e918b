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

/** Stripe's errors, told apart without importing the client: their type names the class ("StripeCardError"). */
function isStripeError(error: unknown): error is Error & Fields {
  return (
    error instanceof Error && typeof (error as { type?: unknown }).type === "string" && "rawType" in error
  );
}

/**
 * What is worth knowing of a failed Stripe call, and nothing of what it was about. The error carries
 * Stripe's whole answer (`raw`, `payment_method`: the card holder's name, e-mail and address) and the
 * response headers, and its message quotes the value it refused ("Invalid email address: maria@…");
 * the request id finds the full request in Stripe's dashboard.
 */
function serializeStripeError(error: Error & Fields) {
  return {
    type: error.type,
    message: error.message
      .replace(/:\s.*$/s, ": …")
      .replace(/\S+@\S+/g, "…")
      .replace(/\d{6,}/g, "…"),
    ...pick(error, ["code", "decline_code", "param", "requestId", "doc_url"]),
    statusCode: typeof error.statusCode === "number" ? error.statusCode : undefined,
    stack: typeof error.stack === "string" ? frames(error.stack) : undefined,
  };
}

/**
 * Logs an error without the data it was about. A failed query carries its parameters (argon2 hashes,
 * e-mails, phone numbers) in drizzle's message, in `params`, and in PostgreSQL's `detail` ("Key
 * (email)=(…) already exists"); only the SQL state, the server's message and the names of what failed are
 * kept. Stripe's errors keep their type, code and request id. Other errors are logged as pino does.
 */
export function serializeError(value: unknown): unknown {
  // pino-http hands custom serializers pino's own serialization, keeping the error itself in `raw`; an
  // error handed over directly is itself (a Stripe error's own `raw` is the answer it quotes).
  const error = value instanceof Error ? value : ((value as { raw?: unknown } | null)?.raw ?? value);
  if (isStripeError(error)) return serializeStripeError(error);
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
