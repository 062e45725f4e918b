import path from "node:path";
import { Worker } from "node:worker_threads";

/** What drizzle's PGlite driver asks of its client: queries, and transactions made of queries. */
export interface PgliteClient {
  query(sql: string, params?: unknown[], options?: QueryOptions): Promise<QueryResult>;
  transaction<T>(work: (tx: Pick<PgliteClient, "query">) => Promise<T>): Promise<T>;
}

interface QueryOptions {
  rowMode?: "array" | "object";
  parsers?: Record<number, (value: string, type: number) => unknown>;
}

interface QueryResult {
  rows: unknown[];
  fields: Array<{ name: string; dataTypeID: number }>;
  affectedRows?: number;
}

interface Settings {
  dataDir: string;
  startParams?: string[];
  initDbStartParams?: string[];
}

type Pending = { resolve: (value: unknown) => void; reject: (error: Error) => void };

const WORKER_FILE = path.join(import.meta.dirname, "pglite-worker.mjs");

/** An error of the database thread as the driver would have thrown it: code, constraint and all. */
function driverError(fields: Record<string, unknown>): Error {
  return Object.assign(new Error(String(fields.message)), fields);
}

/** The caller's parsers run here, on what the database thread kept as text for their types. */
function parse(result: QueryResult, options: QueryOptions | undefined): QueryResult {
  const parsers = options?.parsers;
  if (!parsers) return result;
  const columns = result.fields
    .map((field, index) => ({ ...field, index, parser: parsers[field.dataTypeID] }))
    .filter((column) => column.parser);
  if (columns.length === 0) return result;
  for (const row of result.rows as Array<Record<string | number, unknown>>)
    for (const { name, index, dataTypeID, parser } of columns) {
      const key = options.rowMode === "array" ? index : name;
      if (typeof row[key] === "string") row[key] = parser!(row[key], dataTypeID);
    }
  return result;
}

/**
 * PGlite on a worker thread, answering drizzle as PGlite itself would. PostgreSQL in WebAssembly runs
 * each statement synchronously on the thread that asks: on the api's own thread it held up every socket
 * (a webhook's ack waited behind other conversations' turns). Here the api's thread only sends and
 * receives, and the database has a core of its own.
 */
export async function startPgliteThread(settings: Settings, onLost?: (error: Error) => void) {
  const worker = new Worker(WORKER_FILE, {
    workerData: settings,
    // As small as the api thread's own (--max-semi-space-size=4), for the idle-memory target.
    resourceLimits: { maxYoungGenerationSizeMb: 4 },
  });
  const pending = new Map<number, Pending>();
  let next = 1;
  let closed: Error | undefined;

  function send(message: Record<string, unknown>): Promise<unknown> {
    if (closed) return Promise.reject(closed);
    const id = next++;
    return new Promise((resolve, reject) => {
      pending.set(id, { resolve, reject });
      worker.postMessage({ ...message, id });
    });
  }

  function failAll(error: Error): void {
    closed ??= error;
    for (const { reject } of pending.values()) reject(error);
    pending.clear();
  }

  const opened = new Promise<unknown>((resolve, reject) => pending.set(0, { resolve, reject }));
  worker.on(
    "message",
    ({ id, result, error }: { id: number; result?: unknown; error?: Record<string, unknown> }) => {
      const waiting = pending.get(id);
      pending.delete(id);
      if (error) waiting?.reject(driverError(error));
      else waiting?.resolve(result);
    },
  );
  // Said as PGlite says it, so requests get the 503 of a database that is away, not a 500.
  let closing = false;
  function lost(error: Error): void {
    const unexpected = !closed && !closing;
    failAll(error);
    if (unexpected) onLost?.(error);
  }
  worker.on("error", (error) => lost(new Error(`PGlite is closed: ${error.message}`, { cause: error })));
  worker.on("exit", (code) => lost(new Error(`PGlite is closed (its thread exited with ${code})`)));
  try {
    await opened;
  } catch (error) {
    await worker.terminate();
    throw error;
  }

  const query =
    (tx: number | undefined) => async (sql: string, params?: unknown[], options?: QueryOptions) => {
      const { parsers, ...rest } = options ?? {};
      const textTypes = parsers ? Object.keys(parsers).map(Number) : undefined;
      const result = (await send({
        op: "query",
        tx,
        sql,
        params,
        options: { ...rest, textTypes },
      })) as QueryResult;
      return parse(result, options);
    };
  let transactions = 0;

  const client: PgliteClient = {
    query: query(undefined),
    async transaction(work) {
      const tx = (transactions += 1);
      await send({ op: "begin", tx });
      let result;
      try {
        result = await work({ query: query(tx) });
      } catch (error) {
        // The work's own error is the one to tell; a failed rollback only adds to it.
        await send({ op: "end", tx, commit: false }).catch((rollback: unknown) => {
          if (error instanceof Error && error.cause === undefined) error.cause = rollback;
        });
        throw error;
      }
      await send({ op: "end", tx, commit: true });
      return result;
    },
  };

  return {
    client,
    async close(): Promise<void> {
      if (closed) return;
      closing = true;
      await send({ op: "close" });
      closed = new Error("PGlite is closed");
      await worker.terminate();
    },
  };
}
