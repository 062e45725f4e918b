import { QueryClient, dehydrate } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import { RECIPE_CACHE } from "@/lib/offline-cache";
import { memoryCaches } from "@/test/memory-caches";
import { keepServerReads } from "./keep-server-reads";

/** What a server-rendered recipe page hands the browser: the recipe, its ratings, and the session. */
function pageState() {
  const client = new QueryClient();
  client.setQueryData(["/api/recipes", "3f0c9a"], { id: "3f0c9a", title: "Cuscuz paulista" });
  client.setQueryData(["/api/recipes", "3f0c9a", "comments"], [{ comment: "Ótimo!" }]);
  client.setQueryData(["/api/user"], { id: "ana", email: "ana@exemplo.com.br" });
  client.setQueryData(["/api/admin/users"], []);
  return dehydrate(client);
}

describe("keeping a server-rendered page's recipe answers for offline reading", () => {
  it("keeps the recipe and its comments at their addresses, and nothing about the cook", async () => {
    const storage = memoryCaches();
    await keepServerReads(pageState(), storage);
    const cache = await storage.open(RECIPE_CACHE);
    expect(await (await cache.match("/api/recipes/3f0c9a"))?.json()).toEqual({
      id: "3f0c9a",
      title: "Cuscuz paulista",
    });
    expect(await (await cache.match("/api/recipes/3f0c9a/comments"))?.json()).toEqual([
      { comment: "Ótimo!" },
    ]);
    expect(await cache.match("/api/user")).toBeUndefined();
    expect(await cache.match("/api/admin/users")).toBeUndefined();
  });

  it("writes nothing for a page that came without answers", async () => {
    const storage = memoryCaches();
    await keepServerReads(undefined, storage);
    expect(await storage.has(RECIPE_CACHE)).toBe(false);
  });
});
