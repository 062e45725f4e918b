import { defineProject } from "vitest/config";

export default defineProject({
  test: { name: "bot", environment: "node", include: ["src/**/*.test.ts"] },
});
