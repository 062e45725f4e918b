import path from "node:path";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import pg from "pg";
import { openPglite } from "./pglite.ts";
import * as schema from "./schema/index.ts";

export type Schema = typeof schema;
/** Either driver: services and repositories see one type and never know which one runs. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  kind: "pglite" | "postgres";
  /** Cheap round trip used by health checks and admin metrics. */
  ping: () => Promise<void>;
  close: () => Promise<void>;
}

export const migrationsFolder = path.join(import.meta.dirname, "migrations");

export type DatabaseTarget = { kind: "postgres"; url: string } | { kind: "pglite"; dataDir?: string };

/** PostgreSQL when DATABASE_URL is set, otherwise PGlite kept under DATA_DIR. */
export function databaseTargetFor(config: {
  databaseUrl: string | undefined;
  dataDir: string;
}): DatabaseTarget {
  return config.databaseUrl
    ? { kind: "postgres", url: config.databaseUrl }
    : { kind: "pglite", dataDir: path.join(config.dataDir, "pglite") };
}

export interface OpenOptions {
  /** Told when an idle connection breaks (a database restart); the pool replaces it by itself. */
  onConnectionError?: (error: Error) => void;
  /** Told when the embedded database's thread dies: nothing replaces it, the process should end. */
  onDatabaseLost?: (error: Error) => void;
}

/** Opens the database and applies the committed migrations before anything else touches it. */
export async function openDatabase(target: DatabaseTarget, options: OpenOptions = {}): Promise<Database> {
  if (target.kind === "postgres") {
    // A waiting request fails after 3 s with a 503 instead of hanging while the server is away.
    // JIT off: on PostgreSQL's default cost thresholds a count over the recipes spent 140 ms compiling
    // to save a few; our queries are short and many, where JIT only adds latency.
    const pool = new pg.Pool({
      connectionString: target.url,
      max: 10,
      connectionTimeoutMillis: 3000,
      options: "-c jit=off",
    });
    // Without a listener, an idle client's error (57P01 on a server restart) would end the process.
    pool.on("error", (error) => options.onConnectionError?.(error));
    const db = drizzlePg({ client: pool, schema, casing: "snake_case" });
    await migratePg(db, { migrationsFolder });
    return {
      db: db as unknown as Db,
      kind: "postgres",
      ping: async () => void (await pool.query("select 1")),
      close: () => pool.end(),
    };
  }
  return openPglite(target.dataDir, migrationsFolder, undefined, options.onDatabaseLost);
}
