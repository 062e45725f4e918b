import { PGlite } from "@electric-sql/pglite";
import type { CommunityQuery } from "@chefzap/shared";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import pg from "pg";
import { loadConfig } from "../src/config/env.ts";
import { migrationsFolder, type Database, type Db } from "../src/db/client.ts";
import { pgliteOptions } from "../src/db/pglite.ts";
import * as schema from "../src/db/schema/index.ts";
import { createLogger } from "../src/logger.ts";
import { createCommunityService } from "../src/modules/community/index.ts";
import { startServer } from "../src/server.ts";
import { benchDatabaseUrl } from "../src/test/env.ts";
import { seedCommunity, SEED } from "./community-seed.ts";
import { createServerDatabase } from "./server-database.ts";
import { measure, report } from "./stats.ts";
import { compareSearchThroughput } from "./search-throughput.ts";

type Raw = (text: string, params: unknown[]) => Promise<unknown>;
type Captured = Array<{ text: string; params: unknown[] }>;

interface Target {
  name: string;
  database: Database;
  /** The same connections' kind, without the api: a pg pool of the app's size, or PGlite itself. */
  raw: Raw;
  /** A drizzle over the raw client that records the SQL each call sends. */
  capturing: (into: Captured) => Db;
  /** After the server (which closes `database`) is gone. */
  drop: () => Promise<void>;
  /** The server processes serving the bench's database (none for PGlite, which runs in this one). */
  backends: () => Promise<number[]>;
}

const logInto = (into: Captured) => ({
  logQuery: (text: string, params: unknown[]) => void into.push({ text, params }),
});

async function serverTarget(url: string): Promise<Target> {
  const { name, url: dbUrl, database, admin, drop } = await createServerDatabase(url, "chefzap_bench");
  const pool = new pg.Pool({ connectionString: dbUrl, max: 10 });
  // Dropping the database ends any connection pg still holds open; that is expected here.
  pool.on("error", () => {});
  return {
    name: "PostgreSQL",
    database,
    backends: async () =>
      (
        await admin.query<{ pid: number }>("select pid from pg_stat_activity where datname = $1", [name])
      ).rows.map((row) => row.pid),
    raw: (text, params) => pool.query(text, params),
    capturing: (into) =>
      drizzlePg({ client: pool, schema, casing: "snake_case", logger: logInto(into) }) as unknown as Db,
    drop: async () => {
      // The api's own pool was closed with the server.
      await pool.end();
      await drop();
    },
  };
}

async function pgliteTarget(): Promise<Target> {
  const client = await PGlite.create(pgliteOptions(undefined));
  const db = drizzlePglite({ client, schema, casing: "snake_case" });
  await migratePglite(db, { migrationsFolder });
  return {
    name: "PGlite",
    backends: async () => [],
    database: { db: db as unknown as Db, kind: "pglite", ping: async () => {}, close: async () => {} },
    raw: (text, params) => client.query(text, params),
    capturing: (into) =>
      drizzlePglite({ client, schema, casing: "snake_case", logger: logInto(into) }) as unknown as Db,
    drop: () => client.close(),
  };
}

// What people type: common words, rare ones, two words, a typo, half a word; then browsing without one.
const SEARCHES = [
  "frango",
  "feijao",
  "frango grelhado",
  "strogonofe",
  "cenou",
  "arroz doce",
  "bacalhoada",
  "tropeiro",
  "moqueca de peixe",
  "pudim",
];
const query = (q: Partial<CommunityQuery>): CommunityQuery => ({ filter: "all", limit: 24, ...q });
const SEARCH_QUERIES = SEARCHES.map((search) => query({ search }));
const SEARCH_RECENT = SEARCHES.map((search) => query({ search, sort: "recent" }));
const BROWSE = [
  query({ sort: "recent" }),
  query({ filter: "top-rated", sort: "rating" }),
  query({ filter: "quick", sort: "time" }),
  query({ filter: "popular", sort: "popular" }),
];

const qs = (q: CommunityQuery) =>
  new URLSearchParams(
    Object.entries(q).flatMap(([k, v]) => (v === undefined ? [] : [[k, String(v)] as [string, string]])),
  ).toString();

/**
 * Community search over 100,000 published recipes and about 500,000 ratings: the service's time per
 * list (server time: the page and, on a first page, its count), over HTTP, and the requests per second
 * of the api against the same SQL sent straight to the database with the same concurrency.
 */
export async function communityBench(): Promise<void> {
  const target = benchDatabaseUrl ? await serverTarget(benchDatabaseUrl) : await pgliteTarget();
  try {
    const seeded = performance.now();
    await seedCommunity(target.database.db);
    console.log(
      `${target.name}: seeded ${SEED.recipes.toLocaleString("en")} recipes, ~500,000 ratings in ${((performance.now() - seeded) / 1000).toFixed(1)} s`,
    );
    const config = loadConfig({
      NODE_ENV: "test",
      PORT: "0",
      HOST: "127.0.0.1",
      WEB_DIST: "none",
      LOG_LEVEL: "silent",
      API_REQUESTS_PER_MINUTE: "100000000",
    });
    const server = await startServer(config, createLogger("silent"), target.database);
    try {
      const list = (qs: CommunityQuery[]) => (i: number) =>
        server.services.community.list(qs[i % qs.length]!);
      report("search, ranked (server time)", await measure(300, list(SEARCH_QUERIES)), "p95 ≤ 15 ms");
      report(
        "search, ranked, first time (server time)",
        await measure(300, (i) =>
          createCommunityService({ db: target.database.db }).list(SEARCH_QUERIES[i % SEARCHES.length]!),
        ),
      );
      report("search, newest first (server time)", await measure(300, list(SEARCH_RECENT)));
      report("browse: filters and sorts (server time)", await measure(200, list(BROWSE)));
      report(
        "search, ranked (HTTP on loopback)",
        await measure(300, (i) =>
          fetch(`${server.url}/api/community-recipes?${qs(SEARCH_QUERIES[i % SEARCHES.length]!)}`).then((r) =>
            r.text(),
          ),
        ),
      );

      // The SQL each search sends once the api has seen it (a repeated search reuses its guesses).
      const captured: Captured[] = [];
      for (const [i, q] of SEARCH_QUERIES.entries()) {
        captured[i] = [];
        const service = createCommunityService({ db: target.capturing(captured[i]!) });
        await service.list(q);
        captured[i]!.length = 0;
        await service.list(q);
      }
      await compareSearchThroughput({
        urls: SEARCH_QUERIES.map((q) => `${server.url}/api/community-recipes?${qs(q)}`),
        healthUrl: `${server.url}/api/health`,
        direct: (i) =>
          Promise.all(captured[i % SEARCHES.length]!.map(({ text, params }) => target.raw(text, params))),
        backends: target.backends,
        concurrency: 8,
      });
    } finally {
      await server.close();
    }
  } finally {
    await target.drop();
  }
}
