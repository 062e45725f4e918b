import { spawn } from "node:child_process";
import { existsSync, mkdirSync } from "node:fs";
import path from "node:path";
import { PGlite, type PGliteOptions } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { unaccent } from "@electric-sql/pglite/contrib/unaccent";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import type { Database, Db } from "./client.ts";
import { lockDataDir } from "./data-dir-lock.ts";
import { createPreparedQueries } from "./pglite-prepared.mjs";
import { startPgliteThread } from "./pglite-thread.ts";
import * as schema from "./schema/index.ts";

/**
 * PostgreSQL runs inside PGlite's WebAssembly heap, which never gives memory back, and the whole buffer
 * pool is touched at start: initdb's 128 MB was most of the api's idle memory. The data files stay in
 * the OS page cache, so a small pool costs a system call on a miss, not a disk read. Folders made before
 * this setting get it at start; new ones are also created with it.
 */
const PGLITE_SETTINGS = ["-c", "shared_buffers=8MB"];

// Community and dashboard search; the migrations create them, PGlite must only have their files.
const PGLITE_EXTENSIONS = { unaccent, pg_trgm };

export function pgliteOptions(dataDir: string | undefined): PGliteOptions {
  return {
    ...(dataDir ? { dataDir } : {}),
    extensions: PGLITE_EXTENSIONS,
    startParams: [...PGlite.defaultStartParams, ...PGLITE_SETTINGS],
    initDbStartParams: PGLITE_SETTINGS,
  };
}

const INIT_SCRIPT = `
import { PGlite } from "@electric-sql/pglite";
const [dataDir, settings] = process.argv.slice(1);
const params = JSON.parse(settings);
const db = await PGlite.create({ dataDir, initDbStartParams: params, startParams: [...PGlite.defaultStartParams, ...params] });
await db.close();
`;

/**
 * initdb runs a second PostgreSQL in the same heap and leaves it there as garbage (~120 MB that V8 may
 * keep for hours), so a new folder is created by a short-lived child process instead.
 */
function createFolder(dataDir: string): Promise<void> {
  const child = spawn(
    process.execPath,
    ["--input-type=module", "-e", INIT_SCRIPT, dataDir, JSON.stringify(PGLITE_SETTINGS)],
    { cwd: import.meta.dirname, stdio: ["ignore", "ignore", "inherit"] },
  );
  return new Promise((resolve, reject) => {
    child.once("error", reject);
    child.once("exit", (code) =>
      code === 0 ? resolve() : reject(new Error(`creating the database in ${dataDir} failed (${code})`)),
    );
  });
}

/** PGlite answering drizzle with each statement text prepared once, as the thread does. */
function preparedClient(pglite: PGlite) {
  const { query, queryInTransaction } = createPreparedQueries(pglite);
  return {
    query,
    transaction: <T>(work: (tx: { query: typeof query }) => Promise<T>) =>
      pglite.transaction(() => work({ query: queryInTransaction })),
  };
}

/**
 * PGlite under `dataDir` (locked for this process), or in memory without one, optionally started from a
 * data folder tarball (`loadDataDir`); migrated.
 */
export async function openPglite(
  dataDir: string | undefined,
  migrationsFolder: string,
  loadDataDir?: Blob,
  onLost?: (error: Error) => void,
): Promise<Database> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const release = dataDir ? lockDataDir(dataDir) : () => {};
  try {
    if (dataDir && !existsSync(path.join(dataDir, "PG_VERSION"))) await createFolder(dataDir);
    // The app's own folder gets a thread; the tests' in-memory copies stay on theirs.
    const { extensions: _onTheThread, ...settings } = pgliteOptions(dataDir);
    const thread = dataDir ? await startPgliteThread({ ...settings, dataDir }, onLost) : undefined;
    const inThread = thread ? undefined : await PGlite.create({ ...pgliteOptions(dataDir), loadDataDir });
    const client = thread?.client ?? preparedClient(inThread!);
    const shut = () => (thread ? thread.close() : inThread!.close());
    // drizzle's driver only queries and opens transactions, which the thread answers as PGlite does.
    const db = drizzle({ client: client as PGlite, schema, casing: "snake_case" });
    await migrate(db, { migrationsFolder }).catch(async (error: unknown) => {
      await shut();
      throw error;
    });
    return {
      db: db as unknown as Db,
      kind: "pglite",
      ping: async () => void (await client.query("select 1")),
      close: async () => {
        await shut();
        release();
      },
    };
  } catch (error) {
    release();
    throw error;
  }
}
