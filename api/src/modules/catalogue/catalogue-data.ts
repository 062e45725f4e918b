import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";
import { foodRowSchema, type FoodRow } from "@chefzap/shared";
import { nameKeys } from "./name-keys.ts";

/** api/data/catalogue/foods.json, resolved from this file so the api never reads outside its package. */
export const CATALOGUE_FILE = path.resolve(import.meta.dirname, "../../../data/catalogue/foods.json");

export interface CatalogueData {
  foods: readonly FoodRow[];
  /** A hash of the file's bytes: the HTTP ETag, and what changes when the data does. */
  version: string;
}

/** The catalogue file is wrong; the message names the row and the field. */
export class CatalogueError extends Error {}

/** Reads and validates the catalogue; any problem throws a CatalogueError before the api serves. */
export function loadCatalogue(file = CATALOGUE_FILE): CatalogueData {
  const bytes = readFileSync(file);
  const name = path.basename(file);
  let rows: unknown;
  try {
    rows = JSON.parse(bytes.toString("utf8"));
  } catch (error) {
    throw new CatalogueError(`${name}: not JSON (${(error as Error).message})`);
  }
  if (!Array.isArray(rows)) throw new CatalogueError(`${name}: expected an array of foods`);
  const foods = rows.map((row, index) => parseRow(row, index, name));
  checkAcrossRows(foods, name);
  return { foods, version: createHash("sha256").update(bytes).digest("hex").slice(0, 20) };
}

function parseRow(row: unknown, index: number, file: string): FoodRow {
  const parsed = foodRowSchema.safeParse(row);
  if (parsed.success) return parsed.data;
  const id = (row as { id?: unknown } | null)?.id;
  const issue = parsed.error.issues[0]!;
  const field = issue.path.join(".") || "(row)";
  throw new CatalogueError(`${file}: row ${index + 1} (${JSON.stringify(id)}), ${field}: ${issue.message}`);
}

function checkAcrossRows(foods: readonly FoodRow[], file: string): void {
  const byId = new Map<string, FoodRow>();
  const fail = (food: FoodRow, problem: string): never => {
    throw new CatalogueError(`${file}: row ${foods.indexOf(food) + 1} ("${food.id}"), ${problem}`);
  };
  for (const food of foods) {
    if (byId.has(food.id)) fail(food, "id: repeated");
    byId.set(food.id, food);
  }
  const owners = new Map<string, string>();
  for (const food of foods) {
    checkParent(food, byId, fail);
    for (const key of nameKeys(food)) {
      const owner = owners.get(key);
      if (owner && owner !== food.id) fail(food, `aliases: "${key}" also names "${owner}"`);
      owners.set(key, food.id);
    }
  }
  checkSharedTaco(foods, fail);
}

function checkParent(food: FoodRow, byId: Map<string, FoodRow>, fail: (f: FoodRow, p: string) => never) {
  if (!food.parent) return;
  const parent = byId.get(food.parent);
  if (!parent) fail(food, `parent: "${food.parent}" does not exist`);
  if (!parent.chef || parent.parent)
    fail(food, `parent: "${food.parent}" is not a food the offline chef cooks`);
  if (food.chef) fail(food, "chef: a food with a parent is cooked as its parent");
}

/**
 * Densities and "a gosto" grams belong to the TACO item, so foods sharing one must agree on them. Grams
 * per unit may differ: a cherry tomato shares the tomato's item but weighs 15 g, not 110.
 */
function checkSharedTaco(foods: readonly FoodRow[], fail: (f: FoodRow, p: string) => never): void {
  const seen = new Map<number, string>();
  for (const food of foods) {
    if (typeof food.taco !== "object") continue;
    const grams = JSON.stringify([food.density, food.toTaste, food.cookedDensity]);
    const other = seen.get(food.taco.raw);
    if (other !== undefined && other !== grams)
      fail(food, `density: TACO ${food.taco.raw} has other densities in another row`);
    seen.set(food.taco.raw, grams);
  }
}

let shipped: CatalogueData | undefined;

/** The catalogue the api ships with, read once per process. */
export function shippedCatalogue(): CatalogueData {
  shipped ??= loadCatalogue();
  return shipped;
}
