import { mkdirSync } from "node:fs";
import path from "node:path";
import { PGlite, type PGliteOptions } from "@electric-sql/pglite";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import pg from "pg";
import { lockDataDir } from "./data-dir-lock.ts";
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

const migrationsFolder = path.join(import.meta.dirname, "migrations");

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
}

/** Opens the database and applies the committed migrations before anything else touches it. */
export async function openDatabase(target: DatabaseTarget, options: OpenOptions = {}): Promise<Database> {
  if (target.kind === "postgres") {
    // A waiting request fails after 3 s with a 503 instead of hanging while the server is away.
    const pool = new pg.Pool({ connectionString: target.url, max: 10, connectionTimeoutMillis: 3000 });
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
  if (target.dataDir) mkdirSync(target.dataDir, { recursive: true });
  const release = target.dataDir ? lockDataDir(target.dataDir) : () => {};
  try {
    const client = await PGlite.create(pgliteOptions(target.dataDir));
    const db = drizzlePglite({ client, schema, casing: "snake_case" });
    await migratePglite(db, { migrationsFolder });
    return {
      db: db as unknown as Db,
      kind: "pglite",
      ping: async () => void (await client.query("select 1")),
      close: async () => {
        await client.close();
        release();
      },
    };
  } catch (error) {
    release();
    throw error;
  }
}

/**
 * PostgreSQL runs inside PGlite's WebAssembly heap, which never gives memory back, and the whole buffer
 * pool is touched at start: initdb's 128 MB was most of the api's idle memory. The data files stay in
 * the OS page cache, so a small pool costs a system call on a miss, not a disk read. Folders made before
 * this setting get it at start; new ones are also created with it.
 */
const PGLITE_SETTINGS = ["-c", "shared_buffers=16MB"];

function pgliteOptions(dataDir: string | undefined): PGliteOptions {
  return {
    ...(dataDir ? { dataDir } : {}),
    startParams: [...PGlite.defaultStartParams, ...PGLITE_SETTINGS],
    initDbStartParams: PGLITE_SETTINGS,
  };
}
