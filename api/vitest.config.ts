import { defineProject } from "vitest/config";
import { testDatabaseUrl } from "./src/test/env.ts";

export default defineProject({
  test: {
    name: "api",
    environment: "node",
    // *.pg-test.ts need a PostgreSQL server (connections to cut); they join when one is configured.
    include: ["src/**/*.test.ts", ...(testDatabaseUrl ? ["src/**/*.pg-test.ts"] : [])],
    // Each file gets its own database: PGlite in memory started from a migrated template made once per
    // run (global-setup.ts), or a fresh PostgreSQL database in CI.
    globalSetup: ["./src/test/global-setup.ts"],
    // Files in one worker share its module graph: nothing is mocked, state lives in each file's
    // database and app, and importing the app per file was a third of the api suite's time.
    isolate: false,
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
