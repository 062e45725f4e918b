import { createHash } from "node:crypto";
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  utimesSync,
  writeFileSync,
} from "node:fs";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import { migrationsFolder, type Database } from "../db/client.ts";
import { openPglite, pgliteOptions } from "../db/pglite.ts";

const root = path.resolve(import.meta.dirname, "../../..");
const cacheFolder = path.join(root, "node_modules/.cache/chefzap-tests");

function filesUnder(folder: string): string[] {
  return readdirSync(folder, { recursive: true, encoding: "utf8" })
    .filter((name) => statSync(path.join(folder, name)).isFile())
    .sort();
}

/** Changes with the migrations, PGlite's version (its data folder format) and its settings. */
function templateKey(): string {
  const hash = createHash("sha256");
  for (const name of filesUnder(migrationsFolder)) {
    hash.update(name).update(readFileSync(path.join(migrationsFolder, name)));
  }
  const pglite = path.join(root, "node_modules/@electric-sql/pglite/package.json");
  hash.update(String(JSON.parse(readFileSync(pglite, "utf8")).version));
  hash.update(JSON.stringify(pgliteOptions(undefined)));
  return hash.digest("hex").slice(0, 16);
}

/** Templates of other migrations, unused for a day: not sooner, another run may be reading one. */
function dropStaleTemplates() {
  const dayAgo = Date.now() - 24 * 3600 * 1000;
  for (const name of readdirSync(cacheFolder)) {
    const file = path.join(cacheFolder, name);
    if (name.startsWith("pglite-") && statSync(file).mtimeMs < dayAgo) rmSync(file, { force: true });
  }
}

/**
 * A migrated PGlite data folder as a tarball, made once and kept until the migrations change: initdb
 * takes 2–3 s of CPU, loading the tarball under 0.5 s, and every api test file opens a database.
 */
export async function pgliteTemplate(): Promise<string> {
  const file = path.join(cacheFolder, `pglite-${templateKey()}.tar`);
  if (existsSync(file)) {
    const now = new Date();
    utimesSync(file, now, now);
    return file;
  }
  const client = await PGlite.create(pgliteOptions(undefined));
  await migrate(drizzle({ client }), { migrationsFolder });
  const tarball = Buffer.from(await (await client.dumpDataDir("none")).arrayBuffer());
  await client.close();
  mkdirSync(cacheFolder, { recursive: true });
  dropStaleTemplates();
  // Two runs at once may both make it; the rename keeps a reader from seeing half a file.
  const partial = `${file}.${process.pid}`;
  writeFileSync(partial, tarball);
  renameSync(partial, file);
  return file;
}

/** A new in-memory PGlite started from the template (migrations are checked again, a no-op). */
export async function openFromTemplate(file: string): Promise<Database> {
  return openPglite(undefined, migrationsFolder, new Blob([await readFile(file)]));
}
