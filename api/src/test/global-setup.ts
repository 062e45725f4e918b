import type { TestProject } from "vitest/node";
import { sharedNlu } from "../conversation/nlu/index.ts";
import { catalogue } from "../modules/catalogue/index.ts";
import { testDatabaseUrl } from "./env.ts";
import { pgliteTemplate } from "./pglite-template.ts";

declare module "vitest" {
  export interface ProvidedContext {
    /** The migrated PGlite tarball each test file's database starts from. */
    pgliteTemplate?: string;
  }
}

/** Runs once per `vitest run`, before any api test file. */
export default async function setup(project: TestProject) {
  // The chat's reader is trained once here and kept on disk; every file's api then loads it.
  const [template] = await Promise.all([
    testDatabaseUrl ? undefined : pgliteTemplate(),
    sharedNlu(catalogue()),
  ]);
  if (template) project.provide("pgliteTemplate", template);
}
