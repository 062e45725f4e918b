import { statfs } from "node:fs/promises";
import os from "node:os";
import { DATABASE_SLOW_MS, type AdminSystemMetrics } from "@chefzap/shared";
import { requestTotals, socketConnections } from "../../http/metrics.ts";

export interface SystemMetricsDeps {
  /** A `select 1` on the database. */
  ping: () => Promise<void>;
  /** The folder whose file system's use is reported (DATA_DIR). */
  dataDir: string;
  now: () => Date;
}

/** How long a ping may take before the database reads as disconnected. */
const PING_TIMEOUT_MS = 3000;

async function databaseHealth(ping: () => Promise<void>) {
  const started = performance.now();
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      ping(),
      new Promise((_, reject) => {
        timer = setTimeout(() => reject(new Error("timeout")), PING_TIMEOUT_MS);
      }),
    ]);
    const latency = Math.round((performance.now() - started) * 10) / 10;
    return { status: latency > DATABASE_SLOW_MS ? ("slow" as const) : ("connected" as const), latency };
  } catch {
    return { status: "disconnected" as const, latency: null };
  } finally {
    clearTimeout(timer);
  }
}

async function disk(dataDir: string) {
  try {
    const stats = await statfs(dataDir);
    const total = stats.blocks * stats.bsize;
    const free = stats.bavail * stats.bsize;
    return { usage: total > 0 ? (total - free) / total : null, free, total };
  } catch {
    // No data folder (PostgreSQL only, never started embedded): nothing of ours to measure.
    return { usage: null, free: null, total: null };
  }
}

/**
 * CPU use of this process between two reads of the system tab (or since start on the first), as a
 * share of every core: what `top` shows divided by the core count.
 */
function cpuSampler() {
  let last = { usage: process.cpuUsage(), at: performance.now() };
  return () => {
    const usage = process.cpuUsage();
    const at = performance.now();
    const micros = usage.user - last.usage.user + (usage.system - last.usage.system);
    const wallMicros = (at - last.at) * 1000;
    last = { usage, at };
    const cores = os.availableParallelism();
    return wallMicros > 0 ? Math.min(1, micros / (wallMicros * cores)) : 0;
  };
}

export function createSystemMetrics(deps: SystemMetricsDeps) {
  const cpu = cpuSampler();
  return async (): Promise<AdminSystemMetrics> => {
    const [db, space, requests] = await Promise.all([
      databaseHealth(deps.ping),
      disk(deps.dataDir),
      requestTotals(),
    ]);
    const memory = process.memoryUsage();
    const totalMemory = os.totalmem();
    return {
      serverUptime: Math.round(process.uptime()),
      databaseStatus: db.status,
      databaseLatency: db.latency,
      totalApiCalls: requests.count,
      averageResponseTime: requests.count ? Math.round((requests.seconds / requests.count) * 10000) / 10 : 0,
      errorRate: requests.count ? requests.errors / requests.count : 0,
      activeConnections: socketConnections(),
      diskUsage: space.usage,
      memoryUsage: (totalMemory - os.freemem()) / totalMemory,
      cpuUsage: cpu(),
      details: {
        rssBytes: memory.rss,
        heapUsedBytes: memory.heapUsed,
        totalMemoryBytes: totalMemory,
        diskFreeBytes: space.free,
        diskTotalBytes: space.total,
        cpuCores: os.availableParallelism(),
      },
      generatedAt: deps.now().toISOString(),
    };
  };
}
