import { randomBytes } from "node:crypto";
import pg from "pg";
import { openDatabase, type Database } from "../src/db/client.ts";

export interface ServerDatabase {
  name: string;
  url: string;
  /** Migrated and opened as the api opens it; the server that is handed it closes it. */
  database: Database;
  /** A connection to the server's own database, for looking at the bench's from outside. */
  admin: pg.Client;
  /** After `database` is closed: drops the database, ending any connection still open to it. */
  drop: () => Promise<void>;
}

/** A new database named `prefix_<random>` on the PostgreSQL server at `serverUrl`, for one bench. */
export async function createServerDatabase(serverUrl: string, prefix: string): Promise<ServerDatabase> {
  const name = `${prefix}_${randomBytes(4).toString("hex")}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const drop = async () => {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  };
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  try {
    const database = await openDatabase(
      { kind: "postgres", url: url.toString() },
      { onConnectionError: () => {} },
    );
    return { name, url: url.toString(), database, admin, drop };
  } catch (error) {
    await drop();
    throw error;
  }
}
