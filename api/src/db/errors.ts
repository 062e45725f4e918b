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
