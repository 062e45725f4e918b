import { defineProject } from "vitest/config";
import { filesMockingModules, webProject } from "./vitest.shared.ts";

// The web files that vi.mock a module, each in a fresh jsdom and module graph (see vitest.config.ts).
export default defineProject(
  webProject({ name: "web-isolated", include: filesMockingModules(), isolate: true }),
);
