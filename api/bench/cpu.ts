import { readFileSync } from "node:fs";

/** Linux counts CPU time in ticks of 10 ms (USER_HZ 100) in /proc/…/stat. */
const TICK_MS = 10;

/** User + system CPU ms of a process or thread from its /proc stat file; NaN off Linux. */
function cpuMs(statPath: string): number {
  try {
    const stat = readFileSync(statPath, "utf8");
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return (Number(fields[11]) + Number(fields[12])) * TICK_MS;
  } catch {
    return NaN;
  }
}

/** A PostgreSQL server process on this machine (the server may as well be elsewhere). */
function isLocalPostgres(pid: number): boolean {
  try {
    return readFileSync(`/proc/${pid}/comm`, "utf8").trim() === "postgres";
  } catch {
    return false;
  }
}

export interface CpuUse {
  /** This process, every thread: the api or the pg loop, the load worker, V8's GC and compiler threads. */
  node: number;
  /** The main thread alone, where the api's requests (or the pg loop) run. */
  mainThread: number;
  /** The database's backends, when the server runs on this machine; NaN otherwise. */
  postgres: number;
}

/**
 * The CPU time spent while `run` runs, in ms. On a machine whose cores the api, its load and PostgreSQL
 * share, throughput follows the CPU each request costs, and this says where that cost goes; it moves far
 * less than requests per second when other work comes and goes.
 */
export async function cpuDuring<T>(
  run: () => Promise<T>,
  backends: () => Promise<number[]>,
): Promise<{ result: T; cpu: CpuUse }> {
  const local = (pids: number[]) => pids.filter(isLocalPostgres);
  const before = new Map(local(await backends()).map((pid) => [pid, cpuMs(`/proc/${pid}/stat`)]));
  const mainThread = cpuMs("/proc/thread-self/stat");
  const node = process.cpuUsage();
  const result = await run();
  const nodeUsed = process.cpuUsage(node);
  const mainUsed = cpuMs("/proc/thread-self/stat") - mainThread;
  const pids = new Set([...before.keys(), ...local(await backends())]);
  let postgres = pids.size ? 0 : NaN;
  for (const pid of pids) {
    // A backend that ended meanwhile has no stat left to read; its last moments go uncounted.
    const used = cpuMs(`/proc/${pid}/stat`) - (before.get(pid) ?? 0);
    if (!Number.isNaN(used)) postgres += used;
  }
  return {
    result,
    cpu: { node: (nodeUsed.user + nodeUsed.system) / 1000, mainThread: mainUsed, postgres },
  };
}
