import { defineConfig } from "vitest/config";

// Suites that need a Redis server: run by CI with TEST_REDIS_URL, outside `npm test`.
export default defineConfig({
  test: { name: "api-redis", environment: "node", include: ["src/**/*.redis-test.ts"], hookTimeout: 60_000 },
});
