import { randomBytes } from "node:crypto";
import pg from "pg";
import { inject } from "vitest";
import { openDatabase, type Database, type OpenOptions } from "../db/client.ts";
import { testDatabaseUrl } from "./env.ts";
import { openFromTemplate } from "./pglite-template.ts";

/**
 * A fresh, migrated database for one test file: PGlite in memory, or, with TEST_DATABASE_URL,
 * a new database on that server that is dropped afterwards.
 */
export async function createTestDatabase(
  options: OpenOptions & {
    /** Reach the server through this port (a proxy the test controls). */ port?: number;
  } = {},
): Promise<Database> {
  if (!testDatabaseUrl) {
    // The api project's global setup made a migrated template; other configs start from scratch.
    const template = inject("pgliteTemplate");
    return template ? openFromTemplate(template) : openDatabase({ kind: "pglite" });
  }
  const name = `chefzap_test_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: testDatabaseUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(testDatabaseUrl);
  url.pathname = `/${name}`;
  if (options.port) url.port = String(options.port);
  const database = await openDatabase({ kind: "postgres", url: url.toString() }, options);
  return {
    ...database,
    close: async () => {
      await database.close();
      const cleanup = new pg.Client({ connectionString: testDatabaseUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}
