import { configDefaults, defineProject } from "vitest/config";
import { allTestFiles, filesMockingModules, webProject } from "./vitest.shared.ts";

// Files in one worker share its jsdom and module graph instead of rebuilding both per file (a third of
// the web suite's time); src/test/setup.ts resets what a file may leave behind. Files that mock modules
// run isolated (vitest.isolated.config.ts).
export default defineProject(
  webProject({
    name: "web",
    include: allTestFiles,
    exclude: [...configDefaults.exclude, ...filesMockingModules()],
    isolate: false,
  }),
);
