import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import express from "express";
import supertest from "supertest";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { Database } from "../../db/client.ts";
import { insertCooks, insertRecipe } from "../../test/community-factories.ts";
import { createTestContext } from "../../test/context.ts";
import { createTestDatabase } from "../../test/database.ts";
import { createRecipesService } from "../recipes/index.ts";
import { PUBLIC_PAGES } from "./public-pages.ts";
import { createSiteIndexService, siteIndexRoutes } from "./index.ts";
import { SITEMAP_TTL_MS } from "./site-index.service.ts";

const PUBLIC_URL = "https://chefzap.exemplo.com.br";
let database: Database;
const ids: Record<"older" | "newer" | "private" | "hidden", string> = {
  older: "",
  newer: "",
  private: "",
  hidden: "",
};

beforeAll(async () => {
  database = await createTestDatabase();
  const { db } = database;
  const [cook] = await insertCooks(db, 1);
  const userId = cook!.id;
  const day = (d: number) => new Date(Date.UTC(2026, 10, d, 12));
  ids.older = (
    await insertRecipe(db, { userId, title: "Arroz", publishedAt: day(10), createdAt: day(9) })
  ).id;
  ids.newer = (
    await insertRecipe(db, { userId, title: "Feijão", publishedAt: day(20), createdAt: day(19) })
  ).id;
  ids.private = (await insertRecipe(db, { userId, title: "Bolo da família" })).id;
  ids.hidden = (
    await insertRecipe(db, { userId, title: "Oculta", publishedAt: day(21), hiddenAt: day(22) })
  ).id;
});
afterAll(async () => {
  await database.close();
});

function appWith(options: { maxRecipes?: number; now?: () => number } = {}) {
  const recipes = createRecipesService({ db: database.db });
  const siteIndex = createSiteIndexService({ recipes, publicUrl: PUBLIC_URL, ...options });
  return express().use(siteIndexRoutes(siteIndex));
}

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);

describe("GET /robots.txt", () => {
  it("closes the api, the admin and every cook's own page, and names the sitemap", async () => {
    const res = await supertest(appWith()).get("/robots.txt").expect(200);
    expect(res.headers["content-type"]).toMatch(/^text\/plain/);
    expect(res.headers["cache-control"]).toBe("public, max-age=3600");
    const lines = res.text.split("\n");
    expect(lines[0]).toBe("User-agent: *");
    for (const path of [
      "/api/",
      "/admin",
      "/dashboard",
      "/minhas-receitas",
      "/cardapios-semanais",
      "/perfil/",
    ])
      expect(lines).toContain(`Disallow: ${path}`);
    // A shared link's preview image stays reachable for the apps that honour robots.txt.
    expect(lines).toContain("Allow: /api/recipes/*/card.png");
    expect(lines).toContain(`Sitemap: ${PUBLIC_URL}/sitemap.xml`);
    for (const page of PUBLIC_PAGES.filter((p) => p !== "/"))
      expect(lines.some((line) => line.startsWith("Disallow: ") && page.startsWith(line.slice(10)))).toBe(
        false,
      );
  });
});

describe("GET /sitemap.xml", () => {
  it("lists the public pages and the published recipes, newest first, with when they were published", async () => {
    const res = await supertest(appWith()).get("/sitemap.xml").expect(200);
    expect(res.headers["content-type"]).toMatch(/^application\/xml/);
    expect(res.headers["cache-control"]).toBe(`public, max-age=${SITEMAP_TTL_MS / 1000}`);
    expect(res.text).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/,
    );
    expect(locs(res.text)).toEqual([
      ...PUBLIC_PAGES.map((path) => `${PUBLIC_URL}${path}`),
      `${PUBLIC_URL}/recipes/${ids.newer}`,
      `${PUBLIC_URL}/recipes/${ids.older}`,
    ]);
    expect(res.text).toContain(
      `<url><loc>${PUBLIC_URL}/recipes/${ids.newer}</loc><lastmod>2026-11-20T12:00:00.000Z</lastmod></url>`,
    );
    expect(res.text).not.toContain(ids.private);
    expect(res.text).not.toContain(ids.hidden);
  });

  it("stops at its cap, keeping the newest", async () => {
    const res = await supertest(appWith({ maxRecipes: 1 }))
      .get("/sitemap.xml")
      .expect(200);
    const recipes = locs(res.text).filter((loc) => loc!.includes("/recipes/"));
    expect(recipes).toEqual([`${PUBLIC_URL}/recipes/${ids.newer}`]);
  });

  it("serves the same build for a while, then reads the database again", async () => {
    let clock = 0;
    const recipes = createRecipesService({ db: database.db });
    const list = vi.spyOn(recipes, "listIndexable");
    const siteIndex = createSiteIndexService({ recipes, publicUrl: PUBLIC_URL, now: () => clock });
    await Promise.all([siteIndex.sitemap(), siteIndex.sitemap()]);
    clock = SITEMAP_TTL_MS - 1;
    await siteIndex.sitemap();
    expect(list).toHaveBeenCalledTimes(1);
    clock = SITEMAP_TTL_MS;
    await siteIndex.sitemap();
    expect(list).toHaveBeenCalledTimes(2);
  });

  it("does not keep a failed build", async () => {
    const recipes = { listIndexable: vi.fn().mockRejectedValueOnce(new Error("down")).mockResolvedValue([]) };
    const siteIndex = createSiteIndexService({ recipes, publicUrl: PUBLIC_URL, now: () => 0 });
    await expect(siteIndex.sitemap()).rejects.toThrow("down");
    await expect(siteIndex.sitemap()).resolves.toContain("<urlset");
  });
});

describe("beside the web app", () => {
  it("answers both files itself, not with the app's index.html", async () => {
    const web = mkdtempSync(path.join(tmpdir(), "chefzap-web-"));
    writeFileSync(path.join(web, "index.html"), "<!doctype html><title>ChefZap</title>");
    const ctx = await createTestContext({ WEB_DIST: web, PUBLIC_URL });
    try {
      const robots = await supertest(ctx.app).get("/robots.txt").expect(200);
      expect(robots.text).toContain(`Sitemap: ${PUBLIC_URL}/sitemap.xml`);
      const sitemap = await supertest(ctx.app).get("/sitemap.xml").expect(200);
      expect(sitemap.headers["content-type"]).toMatch(/^application\/xml/);
      expect(locs(sitemap.text)[0]).toBe(`${PUBLIC_URL}/`);
    } finally {
      await ctx.close();
      rmSync(web, { recursive: true, force: true });
    }
  });
});
