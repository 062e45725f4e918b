// PGlite's own query() sends Parse, Describe, Bind, Describe, Execute and Sync one at a time, and
// PostgreSQL parses and plans the text again every time: most of an embedded statement's cost was
// planning (1.6 of 2.6 ms for the chat's claim). Here each text is parsed once as a named statement,
// and a run is one Bind-Describe-Execute-Sync batch: PostgreSQL keeps the plan, as a server's driver
// does with prepared statements. Plain JavaScript, for the worker thread (see pglite-worker.mjs).
import { parse, protocol } from "@electric-sql/pglite";

const { serialize } = protocol;
/** Texts kept prepared; drizzle's are a few dozen, so only generated ones (IN lists) ever leave. */
const MAX_STATEMENTS = 500;
/** "cached plan must not change result type": feature_not_supported, after a table changed. */
const STALE_PLAN = "0A000";

const batch = (...messages) => {
  const bytes = new Uint8Array(messages.reduce((size, message) => size + message.length, 0));
  let offset = 0;
  for (const message of messages) {
    bytes.set(message, offset);
    offset += message.length;
  }
  return bytes;
};

/** Runs `query(sql, params, options)` as PGlite's does, with each text prepared once. */
export function createPreparedQueries(db) {
  /** Prepared statements by text, the least recently run first (a Map keeps insertion order). */
  const statements = new Map();
  let named = 0;

  async function statementFor(sql) {
    const known = statements.get(sql);
    if (known) {
      statements.delete(sql);
      statements.set(sql, known);
      return known;
    }
    const name = `s${(named += 1)}`;
    const { messages } = await db.execProtocol(
      batch(serialize.parse({ name, text: sql }), serialize.describe({ type: "S", name }), serialize.sync()),
      { syncToFs: false },
    );
    const statement = { name, types: parse.parseDescribeStatementResults(messages) };
    statements.set(sql, statement);
    if (statements.size > MAX_STATEMENTS) await forget(statements.keys().next().value);
    return statement;
  }

  /** Forgets a statement PostgreSQL can no longer run (its tables changed shape since). */
  async function forget(sql) {
    const statement = statements.get(sql);
    if (!statement) return;
    statements.delete(sql);
    await db.execProtocol(batch(serialize.close({ type: "S", name: statement.name }), serialize.sync()), {
      syncToFs: false,
    });
  }

  async function run(sql, params, options) {
    const { name, types } = await statementFor(sql);
    const values = (params ?? []).map((param, i) => {
      if (param === null || param === undefined) return null;
      const serializer = options?.serializers?.[types[i]] ?? db.serializers[types[i]];
      return serializer ? serializer(param) : param.toString();
    });
    const { messages } = await db.execProtocol(
      batch(
        serialize.bind({ statement: name, values }),
        serialize.describe({ type: "P" }),
        serialize.execute({}),
        serialize.sync(),
      ),
      { syncToFs: false },
    );
    return parse.parseResults(messages, db.parsers, options)[0];
  }

  /** A table altered since the text was prepared (a migration): prepared again, as drivers do. */
  async function runOrPrepareAgain(sql, params, options, inTransaction) {
    try {
      return await run(sql, params, options);
    } catch (error) {
      if (error?.code !== STALE_PLAN || !statements.has(sql)) throw error;
      await forget(sql);
      // Inside a transaction the failure has already aborted it; the next statement of this text works.
      if (inTransaction) throw error;
      return run(sql, params, options);
    }
  }

  return {
    /** A statement outside any transaction: waits for one in progress, as PGlite's query() does. */
    query: async (sql, params, options) => {
      // "PGlite is closed" once closed, as its query() says, instead of waiting on a lock forever.
      await db._checkReady();
      return db._runExclusiveTransaction(() =>
        db._runExclusiveQuery(async () => {
          const result = await runOrPrepareAgain(sql, params, options, false);
          await db.syncToFs();
          return result;
        }),
      );
    },
    /** A statement of the transaction that holds PGlite's transaction lock. */
    queryInTransaction: async (sql, params, options) => {
      await db._checkReady();
      return db._runExclusiveQuery(() => runOrPrepareAgain(sql, params, options, true));
    },
  };
}
