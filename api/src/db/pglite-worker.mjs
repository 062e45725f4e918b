// The embedded database on a thread of its own (see pglite-thread.ts): PostgreSQL in WebAssembly runs
// every statement synchronously, so on the api's thread it held up the sockets and the webhooks' acks.
// Plain JavaScript: the built api and the tests start it with plain node, without a TypeScript loader.
import { parentPort, workerData } from "node:worker_threads";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { unaccent } from "@electric-sql/pglite/contrib/unaccent";
import { createPreparedQueries } from "./pglite-prepared.mjs";

const { dataDir, startParams, initDbStartParams } = workerData;
const opening = PGlite.create({
  dataDir,
  extensions: { unaccent, pg_trgm },
  startParams,
  initDbStartParams,
});
/** Open transactions by id: each waits for the api thread to say commit or roll back. */
const transactions = new Map();
const ROLLBACK = new Error("rolled back by the api");

const keepText = (value) => value;

/** The caller's parsers stay on its thread; here their types are only kept as the text PostgreSQL sent. */
function queryOptions(options) {
  if (!options) return undefined;
  const { textTypes, ...rest } = options;
  return { ...rest, parsers: Object.fromEntries((textTypes ?? []).map((type) => [type, keepText])) };
}

/** What crosses to the api thread: the driver's fields (code, constraint…) and the message. */
function plainError(error) {
  if (!(error instanceof Error)) return { message: String(error) };
  const fields = Object.fromEntries(
    Object.entries(error).filter(([, value]) => ["string", "number", "boolean"].includes(typeof value)),
  );
  return { ...fields, name: error.name, message: error.message };
}

async function begin(db, id) {
  let ready;
  const begun = new Promise((resolve) => (ready = resolve));
  const finished = db
    .transaction(
      (tx) =>
        new Promise((commit, rollback) => {
          transactions.set(id, { tx, end: (ok) => (ok ? commit() : rollback(ROLLBACK)) });
          ready();
        }),
    )
    .finally(() => transactions.delete(id));
  // A transaction that could not begin fails here instead of waiting for an end that never comes.
  await Promise.race([begun, finished]);
  transactions.get(id).finished = finished;
}

async function end(id, commit) {
  const open = transactions.get(id);
  if (!open) throw new Error("Transaction is closed");
  open.end(commit);
  try {
    await open.finished;
  } catch (error) {
    if (error !== ROLLBACK) throw error;
  }
}

const prepared = opening.then(createPreparedQueries);

async function handle(message) {
  const db = await opening;
  switch (message.op) {
    case "query": {
      const { query, queryInTransaction } = await prepared;
      const options = queryOptions(message.options);
      if (message.tx === undefined) return query(message.sql, message.params, options);
      if (!transactions.has(message.tx)) throw new Error("Transaction is closed");
      return queryInTransaction(message.sql, message.params, options);
    }
    case "begin":
      return begin(db, message.tx);
    case "end":
      return end(message.tx, message.commit);
    case "close":
      return db.close();
    default:
      throw new Error(`unknown operation ${message.op}`);
  }
}

/** A result that cannot cross threads becomes that request's error, never one that ends the thread. */
function answer(id, result) {
  try {
    parentPort.postMessage({ id, result });
  } catch (error) {
    parentPort.postMessage({ id, error: plainError(error) });
  }
}

parentPort.on("message", (message) => {
  handle(message).then(
    (result) => {
      answer(message.id, result);
      if (message.op === "close") parentPort.close();
    },
    // Only strings, numbers and booleans: always crosses.
    (error) => parentPort.postMessage({ id: message.id, error: plainError(error) }),
  );
});

// Told once it is open, or why it could not open (a damaged folder), so the api can say so and stop.
opening.then(
  () => parentPort.postMessage({ id: 0, result: null }),
  (error) => parentPort.postMessage({ id: 0, error: plainError(error) }),
);
