import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { hostname, tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { openDatabase } from "./client.ts";
import { DataDirLockedError, lockDataDir } from "./data-dir-lock.ts";

const root = path.resolve(import.meta.dirname, "../../..");
const folders: string[] = [];
afterAll(() => folders.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

function dataFolder() {
  const dataDir = mkdtempSync(path.join(tmpdir(), "chefzap-lock-"));
  folders.push(dataDir);
  return { dataDir, pglite: path.join(dataDir, "pglite") };
}

/** npm run plan:set as an operator would type it, against this data folder. */
function planSet(dataDir: string) {
  return new Promise<{ code: number | null; output: string }>((resolve) => {
    const child = spawn(
      path.join(root, "node_modules/.bin/tsx"),
      ["api/scripts/plan-set.ts", "ninguem@exemplo.com", "premium"],
      { cwd: root, env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "" } },
    );
    let output = "";
    child.stdout.on("data", (chunk) => (output += chunk));
    child.stderr.on("data", (chunk) => (output += chunk));
    child.on("exit", (code) => resolve({ code, output }));
  });
}

describe("the embedded database's folder", () => {
  // Creates a database twice (initdb in a child process each time): slow on a busy machine.
  it(
    "cannot be opened twice: the second opener fails at once and says why",
    { timeout: 60_000 },
    async () => {
      const { pglite } = dataFolder();
      const first = await openDatabase({ kind: "pglite", dataDir: pglite });
      try {
        await expect(openDatabase({ kind: "pglite", dataDir: pglite })).rejects.toThrow(DataDirLockedError);
        await expect(openDatabase({ kind: "pglite", dataDir: pglite })).rejects.toThrow(/já está em uso/);
      } finally {
        await first.close();
      }
      const again = await openDatabase({ kind: "pglite", dataDir: pglite });
      await again.close();
    },
  );

  // A real `npm run plan:set` compiles the api on start: slow on a busy machine, so a long timeout.
  it(
    "makes the admin scripts refuse while the app runs, instead of writing what would be lost",
    { timeout: 90_000 },
    async () => {
      const { dataDir, pglite } = dataFolder();
      // What a running app holds (the first test shows openDatabase takes it), without its start-up cost.
      const release = lockDataDir(pglite);
      try {
        const result = await planSet(dataDir);
        expect(result.code).toBe(1);
        expect(result.output).toMatch(/já está em uso \(processo \d+\)/);
      } finally {
        release();
      }
    },
  );

  it("is taken over from a process that died holding it (kill -9)", async () => {
    const { pglite } = dataFolder();
    const gone = spawnSync(process.execPath, ["-e", "process.stdout.write(String(process.pid))"]);
    writeFileSync(`${pglite}.lock`, JSON.stringify({ pid: Number(gone.stdout), host: hostname() }));
    const release = lockDataDir(pglite);
    expect(JSON.parse(readFileSync(`${pglite}.lock`, "utf8")).pid).toBe(process.pid);
    release();
    expect(existsSync(`${pglite}.lock`)).toBe(false);
  });
});
