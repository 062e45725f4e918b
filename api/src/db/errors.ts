function violates(sqlState: string, error: unknown, constraint?: string): boolean {
  for (let e: unknown = error; e && typeof e === "object"; e = (e as { cause?: unknown }).cause) {
    const { code, constraint: name } = e as { code?: unknown; constraint?: unknown };
    if (code === sqlState) return constraint === undefined || name === constraint;
  }
  return false;
}

/** True when a query failed on a unique index; drizzle may wrap the driver's error in `cause`. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  return violates("23505", error, constraint);
}

/** True when a row points at one that is gone, e.g. a recipe saved for an account deleted meanwhile. */
export function isForeignKeyViolation(error: unknown, constraint?: string): boolean {
  return violates("23503", error, constraint);
}

/**
 * True when PostgreSQL gave up a transaction for another's sake: a deadlock (40P01) or a serialization
 * failure (40001). Run again, it goes through.
 */
export function isTransactionConflict(error: unknown): boolean {
  return violates("40P01", error) || violates("40001", error);
}

// Connection-class SQL states: 08 (connection exception), 57P01–57P03 (shutdown, crash, starting up),
// 53300 (too many connections).
const UNAVAILABLE_STATES = /^(08...|57P0[123]|53300)$/;
const UNAVAILABLE_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EPIPE",
  "EHOSTUNREACH",
  "ENOTFOUND",
]);
// node-postgres and PGlite say it only in words when the connection itself is gone.
const UNAVAILABLE_MESSAGES =
  /Connection terminated|timeout exceeded when trying to connect|not queryable|PGlite is closed|Cannot use a pool after calling end/i;

/** The database cannot be reached right now (restart, network cut, full pool): a 503, not a bug. */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let e: unknown = error; e && typeof e === "object"; e = (e as { cause?: unknown }).cause) {
    const { code, message } = e as { code?: unknown; message?: unknown };
    if (typeof code === "string" && (UNAVAILABLE_STATES.test(code) || UNAVAILABLE_CODES.has(code)))
      return true;
    if (typeof message === "string" && UNAVAILABLE_MESSAGES.test(message)) return true;
  }
  return false;
}
