import { defineProject } from "vitest/config";

export default defineProject({
  test: { name: "prompts", environment: "node", include: ["src/**/*.test.ts"] },
});
