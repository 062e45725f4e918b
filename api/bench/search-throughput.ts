import { availableParallelism } from "node:os";
import { cpuDuring, type CpuUse } from "./cpu.ts";
import { httpThroughput, inTurns, loadAverage, loopThroughput, median } from "./throughput.ts";

export interface ThroughputComparison {
  /** The api's search URLs, asked in turn. */
  urls: string[];
  /** A route of the same api that only pings the database. */
  healthUrl: string;
  /** The i-th search's SQL sent straight to the database, as the api sends it. */
  direct: (i: number) => Promise<unknown>;
  /** The database's server processes, to count their CPU too. */
  backends: () => Promise<number[]>;
  concurrency: number;
}

interface Run {
  requests: number;
  cpu: CpuUse;
  /** The load's own CPU (ms), inside `cpu.node` for the api. */
  load: number;
}

const TURNS = { rounds: 3, seconds: 4, warmUpSeconds: 2 };

const sum = (runs: Run[], pick: (run: Run) => number) => runs.reduce((total, run) => total + pick(run), 0);
const ms = (value: number) => (Number.isNaN(value) ? "n/a" : value.toFixed(2));

/** CPU per request of the measured runs (the first of each side warmed up). */
function perRequest(runs: Run[]) {
  const measured = runs.slice(1);
  const requests = sum(measured, (run) => run.requests);
  const per = (pick: (run: Run) => number) => sum(measured, pick) / requests;
  const load = per((run) => run.load);
  const node = per((run) => run.cpu.node) - load;
  const postgres = per((run) => run.cpu.postgres);
  return { node, postgres, total: node + postgres, mainThread: per((run) => run.cpu.mainThread), load };
}

/**
 * Requests per second of the api's search over HTTP against the same SQL sent directly, with the same
 * concurrency and a pool of the same size, in turns; and what each request costs in CPU on each side,
 * which says where the api's extra time goes.
 */
export async function compareSearchThroughput(c: ThroughputComparison): Promise<void> {
  const runs: Record<"api" | "direct", Run[]> = { api: [], direct: [] };
  const loadBefore = loadAverage();
  const rates = await inTurns(
    {
      api: async (seconds) => {
        const { result, cpu } = await cpuDuring(
          () => httpThroughput(c.urls, c.concurrency, seconds),
          c.backends,
        );
        const requests = result.perSecond * seconds;
        runs.api.push({ requests, cpu, load: result.clientCpuMs * requests });
        return result.perSecond;
      },
      direct: async (seconds) => {
        const { result, cpu } = await cpuDuring(
          () => loopThroughput(c.concurrency, seconds, c.direct),
          c.backends,
        );
        runs.direct.push({ requests: result * seconds, cpu, load: 0 });
        return result;
      },
    },
    TURNS,
  );
  const health = (await httpThroughput([c.healthUrl], c.concurrency, TURNS.seconds)).perSecond;
  const [api, direct] = [median(rates.api), median(rates.direct)];
  const [apiCpu, directCpu] = [perRequest(runs.api), perRequest(runs.direct)];
  const rounds = (values: number[]) => values.map((v) => v.toFixed(0)).join(" · ");
  console.log(
    [
      `GET /api/health, ${c.concurrency} at once (the HTTP stack's ceiling): ${health.toFixed(0)} req/s`,
      `search throughput, ${c.concurrency} at once, ${TURNS.rounds} rounds of ${TURNS.seconds} s in turns after ${TURNS.warmUpSeconds} s of warm-up each (load average ${loadBefore} → ${loadAverage()} on ${availableParallelism()} cores):`,
      `  api over HTTP (kept-alive connections from a worker thread): ${rounds(rates.api)} req/s`,
      `  same SQL direct (the statements the api sent, unnamed as it sends them, on a pg pool of the api's size): ${rounds(rates.direct)} req/s`,
      `  medians: api ${api.toFixed(0)} req/s, direct ${direct.toFixed(0)} req/s → ${((100 * api) / direct).toFixed(0)}% (target ≥ 50%)`,
      `  CPU per request, ms: api ${ms(apiCpu.total)} = node ${ms(apiCpu.node)} (main thread ${ms(apiCpu.mainThread)}) + PostgreSQL ${ms(apiCpu.postgres)}, and the load ${ms(apiCpu.load)}; direct ${ms(directCpu.total)} = node ${ms(directCpu.node)} (main thread ${ms(directCpu.mainThread)}) + PostgreSQL ${ms(directCpu.postgres)}`,
    ].join("\n"),
  );
}
