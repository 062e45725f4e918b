import { describe, expect, it } from "vitest";
import { memoryCaches } from "@/test/memory-caches";
import { CACHE_OWNER_URL, RECIPE_CACHE } from "./offline-cache";
import { keepRecipeCacheFor, ownerChange } from "./offline-owner";

async function keptRecipe(storage: CacheStorage) {
  const cache = await storage.open(RECIPE_CACHE);
  return cache.match("/api/recipes/3f0c9a");
}

async function ownerOf(storage: CacheStorage) {
  if (!(await storage.has(RECIPE_CACHE))) return null;
  return (await (await storage.open(RECIPE_CACHE)).match(CACHE_OWNER_URL))?.text() ?? null;
}

describe("recipe cache owner", () => {
  it("decides from who it was kept for and who is signed in now", () => {
    expect(ownerChange(null, "ana")).toEqual({ clear: false, mark: true });
    expect(ownerChange("ana", "ana")).toEqual({ clear: false, mark: false });
    expect(ownerChange("ana", "bia")).toEqual({ clear: true, mark: true });
    expect(ownerChange("ana", null)).toEqual({ clear: true, mark: false });
    expect(ownerChange(null, null)).toEqual({ clear: false, mark: false });
  });

  it("keeps the recipes for the same cook and empties them for the next one", async () => {
    const storage = memoryCaches();
    await keepRecipeCacheFor("ana", storage);
    await (await storage.open(RECIPE_CACHE)).put("/api/recipes/3f0c9a", Response.json({ title: "Arroz" }));

    await keepRecipeCacheFor("ana", storage);
    expect(await keptRecipe(storage)).toBeDefined();

    await keepRecipeCacheFor("bia", storage);
    expect(await keptRecipe(storage)).toBeUndefined();
    expect(await ownerOf(storage)).toBe("bia");
  });

  it("empties them at sign-out and leaves no mark for a visitor", async () => {
    const storage = memoryCaches();
    await keepRecipeCacheFor("ana", storage);
    await (await storage.open(RECIPE_CACHE)).put("/api/recipes/3f0c9a", Response.json({ title: "Arroz" }));
    await keepRecipeCacheFor(null, storage);
    expect(await storage.has(RECIPE_CACHE)).toBe(false);
  });

  it("does nothing where the browser has no Cache Storage", async () => {
    await expect(keepRecipeCacheFor("ana", undefined)).resolves.toBeUndefined();
  });
});
