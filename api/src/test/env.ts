/** Tests run on PGlite unless TEST_DATABASE_URL points at a PostgreSQL server (CI does both). */
export const testDatabaseUrl = process.env.TEST_DATABASE_URL || undefined;
/** The Redis suite (npm run test:redis) needs a server; CI points this at 127.0.0.1:6379. */
export const testRedisUrl = process.env.TEST_REDIS_URL || undefined;
/** The fuzz suite's seed: fixed so a failure replays; FUZZ_SEED explores (or replays) another. */
export const fuzzSeed = Number(process.env.FUZZ_SEED) || 20_261_123;
/**
 * Requests per fuzz run: a quick 500 in `npm test` (PGlite), the full 2,000 in CI's PostgreSQL pass,
 * where the suite runs again; FUZZ_RUNS sets any other number.
 */
export const fuzzRuns = Number(process.env.FUZZ_RUNS) || (testDatabaseUrl ? 2_000 : 500);
/** The bench measures PostgreSQL on this server: the test server, or the app's own. */
export const benchDatabaseUrl = testDatabaseUrl ?? (process.env.DATABASE_URL || undefined);
/** A folder for the path bench's api CPU profile (`node --cpu-prof`); unset, none is taken. */
export const benchCpuProfileDir = process.env.BENCH_API_CPU_PROF || undefined;
/** The environment a child api inherits for the embedded-database measure: no database or Redis. */
export function envWithoutServers(): NodeJS.ProcessEnv {
  const { DATABASE_URL: _db, TEST_DATABASE_URL: _test, REDIS_URL: _redis, ...env } = process.env;
  return env;
}
