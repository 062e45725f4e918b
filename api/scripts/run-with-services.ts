import { DomainError } from "@chefzap/shared";
import type { Config } from "../src/config/env.ts";
import { databaseTargetFor, openDatabase } from "../src/db/client.ts";
import { createServices, type Services } from "../src/services.ts";

/** Opens the configured database, runs one task and closes it; a domain error prints its message. */
export async function runWithServices(config: Config, task: (services: Services) => Promise<void>) {
  // PGlite is single-process: with the embedded database, run this while the app is stopped.
  const database = await openDatabase(databaseTargetFor(config));
  try {
    await task(createServices(database.db, config));
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    console.error(error.message);
    process.exitCode = 1;
  } finally {
    await database.close();
  }
}
