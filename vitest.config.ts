import { availableParallelism } from "node:os";
import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    // One worker per core: vitest's default for `run` leaves a core idle, half the machine on two cores.
    maxWorkers: availableParallelism(),
    projects: ["shared", "prompts", "api", "bot", "web/vitest.config.ts", "web/vitest.isolated.config.ts"],
  },
});
