import { defineProject } from "vitest/config";

export default defineProject({
  test: {
    name: "api",
    environment: "node",
    include: ["src/**/*.test.ts"],
    // Each file gets its own database (PGlite in memory, or a fresh PostgreSQL database in CI).
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
