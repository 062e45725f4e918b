import type { TestProject } from "vitest/node";
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
  if (!testDatabaseUrl) project.provide("pgliteTemplate", await pgliteTemplate());
}
