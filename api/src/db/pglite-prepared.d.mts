import type { PGlite, QueryOptions, Results } from "@electric-sql/pglite";

type Query = (sql: string, params?: unknown[], options?: QueryOptions) => Promise<Results>;

/** Each statement text prepared once, as a server's driver does (see pglite-prepared.mjs). */
export function createPreparedQueries(db: PGlite): { query: Query; queryInTransaction: Query };
