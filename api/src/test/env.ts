/** Tests run on PGlite unless TEST_DATABASE_URL points at a PostgreSQL server (CI does both). */
export const testDatabaseUrl = process.env.TEST_DATABASE_URL || undefined;
