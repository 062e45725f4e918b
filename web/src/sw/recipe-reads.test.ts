import { describe, expect, it } from "vitest";
import { isKeepable, isRecipeRead } from "./recipe-reads";

const ORIGIN = "https://chefzap.exemplo.com.br";
const get = (path: string, origin = ORIGIN) => ({ method: "GET", url: `${origin}${path}` });

describe("which answers are kept for reading a recipe offline", () => {
  it("keeps the recipe, its comments and the cook's own rating", () => {
    expect(isRecipeRead(get("/api/recipes/3f0c9a"), ORIGIN)).toBe(true);
    expect(isRecipeRead(get("/api/recipes/3f0c9a/comments?cursor=2"), ORIGIN)).toBe(true);
    expect(isRecipeRead(get("/api/recipes/3f0c9a/rating"), ORIGIN)).toBe(true);
  });

  it("never keeps sign-in, billing, admin or other user answers", () => {
    for (const path of [
      "/api/user",
      "/api/login",
      "/api/billing/subscription",
      "/api/admin/recipes-all",
      "/api/recipes",
      "/api/user-recipes",
      "/api/me/allergies",
      "/api/recipes/3f0c9a/card.png",
    ]) {
      expect(isRecipeRead(get(path), ORIGIN), path).toBe(false);
    }
  });

  it("keeps no changes and nothing from another site", () => {
    expect(isRecipeRead({ method: "POST", url: `${ORIGIN}/api/recipes/3f0c9a/rate` }, ORIGIN)).toBe(false);
    expect(isRecipeRead({ method: "POST", url: `${ORIGIN}/api/recipes/3f0c9a` }, ORIGIN)).toBe(false);
    expect(isRecipeRead(get("/api/recipes/3f0c9a", "https://outro.exemplo.com"), ORIGIN)).toBe(false);
  });

  it("keeps only complete JSON answers", () => {
    const json = { "content-type": "application/json; charset=utf-8" };
    expect(isKeepable(new Response("{}", { status: 200, headers: json }))).toBe(true);
    expect(isKeepable(new Response("{}", { status: 404, headers: json }))).toBe(false);
    expect(isKeepable(new Response("{}", { status: 401, headers: json }))).toBe(false);
    expect(
      isKeepable(new Response("<html>", { status: 200, headers: { "content-type": "text/html" } })),
    ).toBe(false);
  });
});
