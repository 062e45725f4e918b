import { DomainError } from "@chefzap/shared";
import type { Config } from "../src/config/env.ts";
import { databaseTargetFor, openDatabase } from "../src/db/client.ts";
import { DataDirLockedError } from "../src/db/data-dir-lock.ts";
import type { Services } from "../src/services.ts";

/** Opens the configured database, runs one task and closes it; a domain error prints its message. */
export async function runWithServices(config: Config, task: (services: Services) => Promise<void>) {
  // PGlite is single-process: with the embedded database this refuses while the app runs, rather than
  // writing changes the running app would never see and would lose.
  const database = await openDatabase(databaseTargetFor(config)).catch((error: unknown) => {
    if (!(error instanceof DataDirLockedError)) throw error;
    console.error(error.message);
    process.exit(1);
  });
  try {
    // Loaded once the database is ours: a refusal should not wait for every module (AI, chat) to load.
    const { createServices } = await import("../src/services.ts");
    await task(createServices(database.db, config));
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    console.error(error.message);
    process.exitCode = 1;
  } finally {
    await database.close();
  }
}
