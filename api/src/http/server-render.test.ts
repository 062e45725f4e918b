import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import express from "express";
import pino from "pino";
import supertest from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestContext, signedInAgent, type TestContext } from "../test/context.ts";
import { useRequestLogging } from "./middleware/request-log.ts";
import { loadServerRenderer } from "./server-render.ts";
import { webStatic } from "./web-static.ts";

const SHELL = '<!doctype html><title>ChefZap</title><div id="root"></div>';
/** The landing as the build prerendered it, for a visitor. */
const LANDING =
  '<!doctype html><title>ChefZap</title><div id="root" data-prerendered="/"><a>Entrar</a></div>';

/**
 * The web build's server side as the api sees it (web/dist-server/render-page.js): /dashboard is
 * and the landing are rendered with the cook's session, asked of the api like the real page does, and
 * nothing for a visitor; /lenta never finishes.
 */
const SERVER_SIDE = `
export const serverRendered = (pathname) => ["/dashboard", "/lenta", "/"].includes(pathname);
export async function renderRequest(pathname, search, transport) {
  if (pathname === "/lenta") return new Promise(() => {});
  const { user } = await (await transport("/api/session")).json();
  if (!user) return undefined;
  return { html: "<main>Olá, " + user.firstName + "!</main>", state: { user: user.id } };
}
export const pageDocument = (template, pathname, page) =>
  template.replace('<div id="root"></div>', '<div id="root" data-prerendered="' + pathname + '">' + page.html + "</div>");
`;

let dist: string;
let ctx: TestContext;
beforeAll(async () => {
  const web = mkdtempSync(path.join(tmpdir(), "server-render-"));
  dist = path.join(web, "dist");
  mkdirSync(dist);
  mkdirSync(path.join(web, "dist-server"));
  writeFileSync(path.join(dist, "index.html"), SHELL);
  mkdirSync(path.join(dist, "pages"));
  writeFileSync(path.join(dist, "pages", "index.html"), LANDING);
  writeFileSync(path.join(web, "dist-server", "render-page.js"), SERVER_SIDE);
  ctx = await createTestContext({ WEB_DIST: dist, API_REQUESTS_PER_MINUTE: "4" });
});
afterAll(async () => {
  await ctx.close();
  rmSync(path.dirname(dist), { recursive: true, force: true });
});

describe("pages rendered on the server", () => {
  it("carry the signed-in cook's data, private to them; a visitor gets the shell", async () => {
    const { agent, payload } = await signedInAgent(ctx.app);
    const page = await agent.get("/dashboard").set("Accept", "text/html").expect(200);
    expect(page.text).toContain(`<main>Olá, ${payload.firstName}!</main>`);
    expect(page.headers["cache-control"]).toBe("private, no-cache");
    expect(page.headers.vary).toMatch(/Cookie/);

    const visitor = await supertest(ctx.app).get("/dashboard").set("Accept", "text/html").expect(200);
    expect(visitor.text).toBe(SHELL);
  });

  it("include the static pages for a signed-in cook, who sees their menu; a visitor gets the build's copy", async () => {
    const { agent, payload } = await signedInAgent(ctx.app);
    const page = await agent.get("/").set("Accept", "text/html").expect(200);
    expect(page.text).toContain(`<main>Olá, ${payload.firstName}!</main>`);
    expect(page.headers["cache-control"]).toBe("private, no-cache");

    const visitor = await supertest(ctx.app).get("/").set("Accept", "text/html").expect(200);
    expect(visitor.text).toBe(LANDING);
    // A session that is no more (signed out elsewhere, expired) gets the visitor's copy too.
    const stale = await supertest(ctx.app)
      .get("/")
      .set("Accept", "text/html")
      .set("Cookie", "chefzap_session=expired")
      .expect(200);
    expect(stale.text).toBe(LANDING);
  });

  it("count against the api's limit once, as the page, and go out as the shell past it", async () => {
    const ctx = await createTestContext({ WEB_DIST: dist, API_REQUESTS_PER_MINUTE: "4" });
    try {
      const { agent, payload } = await signedInAgent(ctx.app);
      const greeting = `Olá, ${payload.firstName}!`;
      for (let i = 0; i < 3; i++) {
        expect((await agent.get("/dashboard").expect(200)).text).toContain(greeting);
      }
      // Sign-up and this call are the cook's only api calls so far: the renders' own were not counted.
      await agent.get("/api/user").expect(200);
      expect((await agent.get("/dashboard").expect(200)).text).toContain(greeting);
      expect((await agent.get("/dashboard").expect(200)).text).toBe(SHELL);
    } finally {
      await ctx.close();
    }
  });
});

describe("a page render that takes too long", () => {
  it("is given up for the shell, and the server goes on answering", async () => {
    const renderer = loadServerRenderer(dist, { timeoutMs: 100 });
    const app = express();
    useRequestLogging(app, pino({ level: "silent" }), () => false);
    app.use(webStatic(dist, { publicUrl: "http://chefzap.test", renderer })!);
    const res = await supertest(app).get("/lenta").set("Accept", "text/html").expect(200);
    expect(res.text).toBe(SHELL);
  });
});
