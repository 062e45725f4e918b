import { loadavg } from "node:os";
import { Worker } from "node:worker_threads";

export interface HttpLoad {
  perSecond: number;
  /** CPU the load itself took per request (ms), on the cores the api shares; NaN where unknown. */
  clientCpuMs: number;
}

/** Requests per second of `concurrency` kept-alive connections looping over `urls`, from a worker thread. */
export function httpThroughput(urls: string[], concurrency: number, seconds: number): Promise<HttpLoad> {
  const worker = new Worker(new URL("./http-load.worker.mjs", import.meta.url), {
    workerData: { urls, concurrency, seconds },
  });
  return new Promise((resolve, reject) => {
    worker.once("message", ({ done, cpuMs }: { done: number; cpuMs: number }) =>
      resolve({ perSecond: done / seconds, clientCpuMs: cpuMs / done }),
    );
    worker.once("error", reject);
  });
}

/** Calls per second of `concurrency` loops awaiting `once` in turn. */
export async function loopThroughput(
  concurrency: number,
  seconds: number,
  once: (i: number) => Promise<unknown>,
): Promise<number> {
  const until = performance.now() + seconds * 1000;
  let done = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async (_, w) => {
      for (let i = w; performance.now() < until; i += concurrency) {
        await once(i);
        done += 1;
      }
    }),
  );
  return done / seconds;
}

export interface Turns {
  rounds: number;
  seconds: number;
  warmUpSeconds: number;
}

/**
 * Runs each side once to warm up, then `rounds` times in turns (a, b, a, b…). The api's code is only
 * compiled by the JIT after a few thousand requests, which a cold 5 s run counted against it while
 * the direct side ran on code the api had already warmed; and other work on a shared machine comes
 * in bursts, which taking turns spreads over both sides.
 */
export async function inTurns<Side extends string>(
  sides: Record<Side, (seconds: number) => Promise<number>>,
  { rounds, seconds, warmUpSeconds }: Turns,
): Promise<Record<Side, number[]>> {
  const names = Object.keys(sides) as Side[];
  for (const name of names) await sides[name](warmUpSeconds);
  const results = Object.fromEntries(names.map((name) => [name, [] as number[]])) as Record<Side, number[]>;
  for (let round = 0; round < rounds; round++) {
    for (const name of names) results[name].push(await sides[name](seconds));
  }
  return results;
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** The machine's 1-minute load average, printed beside figures it can skew. */
export const loadAverage = (): string => loadavg()[0]!.toFixed(1);
