import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import path from "node:path";
import { createInterface } from "node:readline";

const apiRoot = path.resolve(import.meta.dirname, "..");
/** As scripts/start.mjs and the Dockerfile run the api. */
const NODE_ARGS = ["--max-semi-space-size=4"];

export interface RunningApi {
  child: ChildProcess;
  url: string;
  /** Resolves at the first log line `matches` accepts (a gateway connected, say). */
  logged: (matches: (line: Record<string, unknown>) => boolean) => Promise<void>;
}

/** `npm run build -w api`, as `npm start` runs it before the api. */
export function buildApi(): void {
  const build = spawnSync(process.execPath, ["scripts/build.mjs"], { cwd: apiRoot, stdio: "inherit" });
  if (build.status !== 0) throw new Error("the api build failed");
}

/**
 * Starts the built api and resolves with its URL once it logs that it is ready (PORT=0: any free port).
 * `nodeArgs` go before the script (`--cpu-prof`, say).
 */
export function startBuiltApi(env: Record<string, string | undefined>, nodeArgs: string[] = []) {
  const child = spawn(process.execPath, [...NODE_ARGS, ...nodeArgs, "dist/main.js"], {
    cwd: apiRoot,
    env: { ...env, PORT: "0", HOST: "127.0.0.1", LOG_LEVEL: "info", OPENAI_API_KEY: "" },
    stdio: ["ignore", "pipe", "inherit"],
  });
  type Watcher = { matches: (line: Record<string, unknown>) => boolean; resolve: () => void };
  const watchers = new Set<Watcher>();
  // Lines are read only while someone waits for one: under load the api's log is not the bench's work.
  createInterface({ input: child.stdout! }).on("line", (text) => {
    if (watchers.size === 0) return;
    const line = JSON.parse(text) as Record<string, unknown>;
    for (const watcher of [...watchers]) {
      if (!watcher.matches(line)) continue;
      watchers.delete(watcher);
      watcher.resolve();
    }
  });
  const logged = (matches: Watcher["matches"]) =>
    new Promise<void>((resolve) => watchers.add({ matches, resolve }));
  let url = "";
  const ready = logged((line) => typeof line.url === "string" && Boolean((url = line.url)));
  return new Promise<RunningApi>((resolve, reject) => {
    child.once("exit", (code) => reject(new Error(`the api exited (${code}) before it was ready`)));
    void ready.then(() => resolve({ child, url, logged }));
  });
}

/** SIGTERM, as a supervisor stops it (the api closes and exits); SIGKILL after `graceMs`. */
export async function stopApi({ child }: { child: ChildProcess }, graceMs = 5000): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once("exit", resolve));
  child.kill("SIGTERM");
  await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, graceMs))]);
  if (child.exitCode === null) child.kill("SIGKILL");
}
