import { spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { benchDatabaseUrl, envWithoutServers } from "../src/test/env.ts";
import { buildApi, startBuiltApi, stopApi } from "./built-api.ts";

const TARGET_MB = { pglite: 300, postgres: 150 };
const SETTLE_MS = 2000;

/** What a visitor does first: sign up, log in, get an offline recipe and its nutrition. */
async function useApi(url: string): Promise<void> {
  const json = { "Content-Type": "application/json" };
  const account = { email: `memoria-${randomBytes(4).toString("hex")}@exemplo.com`, password: "feijoada123" };
  await fetch(`${url}/api/register`, {
    method: "POST",
    headers: json,
    body: JSON.stringify({ ...account, firstName: "Memória" }),
  }).then((r) => r.text());
  const login = await fetch(`${url}/api/login`, {
    method: "POST",
    headers: json,
    body: JSON.stringify(account),
  });
  const headers = { ...json, Cookie: login.headers.get("set-cookie")!.split(";")[0]! };
  const generated = await fetch(`${url}/api/generate-recipe`, {
    method: "POST",
    headers,
    body: JSON.stringify({ ingredients: ["frango", "arroz", "tomate"] }),
  });
  if (!generated.ok) throw new Error(`recipe generation answered ${generated.status}`);
  const recipe = (await generated.json()) as { ingredients: string[] };
  const analysis = await fetch(`${url}/api/recipes/analyze-nutrition`, {
    method: "POST",
    headers,
    body: JSON.stringify({ ingredients: recipe.ingredients, servings: 4 }),
  });
  if (!analysis.ok) throw new Error(`nutrition analysis answered ${analysis.status}`);
}

/** Resident memory of a process in MB: /proc on Linux, `ps` elsewhere. */
function rssMb(pid: number): number {
  try {
    const status = readFileSync(`/proc/${pid}/status`, "utf8");
    return Number(/VmRSS:\s+(\d+) kB/.exec(status)![1]) / 1024;
  } catch {
    return Number(spawnSync("ps", ["-o", "rss=", "-p", String(pid)], { encoding: "utf8" }).stdout) / 1024;
  }
}

async function idleRss(env: Record<string, string | undefined>): Promise<number> {
  const api = await startBuiltApi(env);
  try {
    await useApi(api.url);
    await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
    return rssMb(api.child.pid!);
  } finally {
    await stopApi(api);
  }
}

function print(name: string, mb: number, target?: number): void {
  const verdict = target === undefined ? "" : `  target ≤ ${target} MB${mb > target ? "  OVER" : ""}`;
  console.log(`${name.padEnd(44)} ${`${mb.toFixed(0)} MB`.padStart(8)}${verdict}`);
}

async function embedded(env: Record<string, string | undefined>): Promise<void> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "chefzap-bench-"));
  try {
    const pglite = { ...env, DATABASE_URL: "", DATA_DIR: dataDir };
    // The first start runs initdb in the same process; its memory is garbage V8 has not collected yet.
    print("idle RSS, embedded, first start (initdb)", await idleRss(pglite));
    print("idle RSS, embedded", await idleRss(pglite), TARGET_MB.pglite);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** A fresh database on the server of TEST_DATABASE_URL or DATABASE_URL, dropped afterwards. */
async function postgres(env: Record<string, string | undefined>, serverUrl: string): Promise<void> {
  const name = `chefzap_bench_${randomBytes(6).toString("hex")}`;
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await admin(`create database ${name}`);
  try {
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    print(
      "idle RSS, PostgreSQL",
      await idleRss({ ...env, DATABASE_URL: url.toString() }),
      TARGET_MB.postgres,
    );
  } finally {
    await admin(`drop database if exists ${name} with (force)`);
  }
}

/**
 * Idle resident memory of the built api, as `npm start` runs it, after a visitor's first requests.
 * PostgreSQL is measured when TEST_DATABASE_URL or DATABASE_URL names a server.
 */
export async function idleMemoryBench(): Promise<void> {
  buildApi();
  const env = envWithoutServers();
  await embedded(env);
  const serverUrl = benchDatabaseUrl;
  if (serverUrl) await postgres(env, serverUrl);
  else console.log("idle RSS, PostgreSQL: skipped (set TEST_DATABASE_URL or DATABASE_URL)");
}
