import { loadConfig } from "../src/config/env.ts";
import { openDatabase, type Database } from "../src/db/client.ts";
import { createLogger } from "../src/logger.ts";
import { startServer } from "../src/server.ts";
import { benchDatabaseUrl } from "../src/test/env.ts";
import { seedAdmin, type AdminSeedSize } from "./admin-seed.ts";
import { createServerDatabase } from "./server-database.ts";
import { measure, report } from "./stats.ts";

const FULL: AdminSeedSize = { users: 100_000, recipes: 1_000_000 };
// PGlite keeps everything in this process's memory: a tenth of the data says the same about the SQL.
const EMBEDDED: AdminSeedSize = { users: 10_000, recipes: 100_000 };

async function signInAdmin(url: string, server: Awaited<ReturnType<typeof startServer>>) {
  const payload = {
    email: "admin@bench.com.br",
    password: "feijoada123",
    username: "admin_bench",
    firstName: "Admin",
    lastName: "Bench",
    name: "Admin Bench",
    whatsapp: "(11) 98765-4321",
    deviceFingerprint: "f".repeat(64),
    userAgent: "bench",
  };
  const res = await fetch(`${url}/api/register`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(payload),
  });
  if (res.status !== 201) throw new Error(`register answered ${res.status}: ${await res.text()}`);
  const body = (await res.json()) as { id: string };
  await server.services.users.setRole(body.id, "admin");
  return res.headers.get("set-cookie")!.split(";")[0]!;
}

/** Server time of every admin page's calls over loopback HTTP, on a seeded database. */
export async function adminBench(): Promise<void> {
  const onServer = benchDatabaseUrl
    ? await createServerDatabase(benchDatabaseUrl, "chefzap_bench_admin")
    : undefined;
  const database: Database = onServer?.database ?? (await openDatabase({ kind: "pglite" }));
  const size = onServer ? FULL : EMBEDDED;
  const seeding = performance.now();
  try {
    await seedAdmin(database.db, size);
  } catch (error) {
    await database.close();
    await onServer?.drop();
    throw error;
  }
  console.log(
    `${onServer ? "PostgreSQL" : "PGlite"}: ${size.users.toLocaleString("en")} users, ${size.recipes.toLocaleString("en")} recipes seeded in ${((performance.now() - seeding) / 1000).toFixed(1)} s`,
  );
  const config = loadConfig({
    NODE_ENV: "test",
    PORT: "0",
    HOST: "127.0.0.1",
    WEB_DIST: "none",
    REGISTER_MAX_PER_HOUR: "100000",
    API_REQUESTS_PER_MINUTE: "1000000",
  });
  const starting = performance.now();
  const server = await startServer(config, createLogger("silent"), database);
  // The start's own warm-up is under way: this waits for it rather than computing again.
  const overviewReady = server.services.admin.insights.warm().then(() => performance.now() - starting);
  try {
    console.log(
      `overview numbers computed in the background, ready ${(await overviewReady).toFixed(0)} ms after the start began`,
    );
    const cookie = await signInAdmin(server.url, server);
    const someone = (
      (await (
        await fetch(`${server.url}/api/admin/users?pageSize=1`, { headers: { Cookie: cookie } })
      ).json()) as Array<{
        id: string;
      }>
    )[0]!.id;
    const pages = [
      "/api/admin/users",
      "/api/admin/users?search=pessoa4242",
      "/api/admin/users?plan=premium&status=active&sort=lastLoginAt:desc",
      "/api/admin/users?plan=free&status=inactive&sort=recipesGenerated:desc",
      "/api/admin/users?page=2000&pageSize=50",
      "/api/admin/users?sort=recipesGenerated:desc",
      "/api/admin/users-complete",
      `/api/admin/users/${someone}/details`,
      "/api/admin/payments",
      "/api/admin/enhanced-stats",
      "/api/admin/recipe-analytics",
      "/api/admin/system-metrics",
      "/api/admin/dashboard-stats",
      "/api/admin/recipes-all",
      "/api/admin/recipes-all?search=receita%204242",
      "/api/admin/weekly-menus",
      "/api/admin/reports",
      "/api/admin/audit-log",
    ];
    const get = async (page: string) => {
      const res = await fetch(`${server.url}${page}`, { headers: { Cookie: cookie } });
      await res.arrayBuffer();
      if (res.status !== 200) throw new Error(`${page} answered ${res.status}`);
    };
    for (const page of pages) {
      // The first call after start: the overview panels' numbers were computed in the background of
      // the start (see warm() in admin-insights.service.ts) and are kept for a minute.
      const cold = performance.now();
      await get(page);
      const first = performance.now() - cold;
      const result = await measure(15, () => get(page));
      report(
        `GET ${page.replace("/api/admin", "")}`.slice(0, 44),
        result,
        `p95 < 300 ms; first ${first.toFixed(0)} ms (target < 300 ms)`,
      );
    }
    const csv = performance.now();
    const res = await fetch(`${server.url}/api/admin/export/users`, { headers: { Cookie: cookie } });
    const bytes = (await res.arrayBuffer()).byteLength;
    console.log(
      `GET /export/users (all ${size.users.toLocaleString("en")} users, streamed)  ${((performance.now() - csv) / 1000).toFixed(2)} s, ${(bytes / 1e6).toFixed(1)} MB`,
    );
  } finally {
    await server.close();
    await onServer?.drop();
  }
}
