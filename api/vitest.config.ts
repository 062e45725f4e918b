import { defineProject } from "vitest/config";

export default defineProject({
  test: {
    name: "api",
    environment: "node",
    // *.pg-test.ts need a PostgreSQL server (connections to cut); they join when one is configured.
    include: ["src/**/*.test.ts", ...(process.env.TEST_DATABASE_URL ? ["src/**/*.pg-test.ts"] : [])],
    // Each file gets its own database (PGlite in memory, or a fresh PostgreSQL database in CI).
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
