import { readFileSync, rmSync, writeFileSync } from "node:fs";
import { hostname } from "node:os";

interface Holder {
  pid: number;
  host: string;
}

/** Another process has the embedded database open; two writers on one folder lose each other's writes. */
export class DataDirLockedError extends Error {
  constructor(dir: string, holder: Holder) {
    const where =
      holder.host === hostname() ? `processo ${holder.pid}` : `processo ${holder.pid} em ${holder.host}`;
    super(
      `O banco embutido em ${dir} já está em uso (${where}): um "npm start" ou um script rodando. ` +
        `Pare-o antes, ou use outro DATA_DIR. Se nada estiver rodando, apague ${dir}.lock.`,
    );
    this.name = "DataDirLockedError";
  }
}

// Locks this process holds: a second open in the same process must be refused too, not taken for stale.
const held = new Set<string>();

function readHolder(file: string): Holder | undefined {
  try {
    const value = JSON.parse(readFileSync(file, "utf8")) as Partial<Holder>;
    return typeof value.pid === "number" && typeof value.host === "string" ? (value as Holder) : undefined;
  } catch {
    return undefined;
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/**
 * A lock whose holder is gone (kill -9, a crash). Our own pid in it is stale too: a container restarted
 * after a crash often gets the same pid. A holder on another host cannot be checked, so it counts as live.
 */
function isStale(holder: Holder | undefined): boolean {
  if (!holder) return true;
  if (holder.host !== hostname()) return false;
  return holder.pid === process.pid || !isAlive(holder.pid);
}

function tryCreate(file: string): boolean {
  try {
    writeFileSync(file, JSON.stringify({ pid: process.pid, host: hostname() }), { flag: "wx" });
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "EEXIST") return false;
    throw error;
  }
}

/**
 * Takes `<dir>.lock` for this process, or throws DataDirLockedError at once. PGlite is single-process and
 * does not lock its folder itself. Returns the release function.
 */
export function lockDataDir(dir: string): () => void {
  const file = `${dir}.lock`;
  const holder = () => readHolder(file) ?? { pid: 0, host: "?" };
  if (held.has(file)) throw new DataDirLockedError(dir, holder());
  if (!tryCreate(file)) {
    if (!isStale(readHolder(file))) throw new DataDirLockedError(dir, holder());
    rmSync(file, { force: true });
    if (!tryCreate(file)) throw new DataDirLockedError(dir, holder());
  }
  held.add(file);
  const release = () => {
    if (!held.delete(file)) return;
    if (readHolder(file)?.pid === process.pid) rmSync(file, { force: true });
    process.off("exit", release);
  };
  process.on("exit", release);
  return release;
}
