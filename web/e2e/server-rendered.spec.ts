import assert from "node:assert/strict";
import { after, before, describe, it } from "node:test";
import type { Browser, BrowserContext } from "playwright-core";
import { launchBrowser, markHtmlElements, MOBILE } from "./harness.ts";
import { startSeededApp, type SeededApp } from "./seeded-app.ts";

let app: SeededApp;
let browser: Browser;

before(async () => {
  app = await startSeededApp();
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
  await app?.stop();
});

interface Rendered {
  path: () => string;
  cook: boolean;
  /** What the page shows from the visitor's data, in the HTML before any script. */
  shows: RegExp;
}

const pages: Rendered[] = [
  { path: () => "/dashboard", cook: true, shows: /Olá, (<!-- -->)?Helena/ },
  { path: () => app.communityRecipePath, cook: false, shows: /Cuscuz paulista/ },
  { path: () => "/receitas-da-comunidade", cook: false, shows: /Cuscuz paulista/ },
  { path: () => "/cardapios-semanais", cook: true, shows: /Segunda/ },
  { path: () => "/minhas-receitas", cook: true, shows: /Cuscuz paulista/ },
];

const cookieOf = (who: SeededApp["cook"]) => who.cookies.map((c) => `${c.name}=${c.value}`).join("; ");

/** A phone whose page marks every element the HTML brought (markHtmlElements). */
async function phone(cook: boolean): Promise<BrowserContext> {
  const context = await browser.newContext({
    viewport: MOBILE,
    baseURL: app.url,
    locale: "pt-BR",
    ...(cook ? { storageState: app.cook } : {}),
  });
  await markHtmlElements(context);
  return context;
}

describe("pages rendered by the server with the visitor's data", () => {
  it("come as compressed HTML that already shows the data, kept out of shared caches", async () => {
    for (const page of pages) {
      const res = await fetch(app.url + page.path(), {
        headers: { "Accept-Encoding": "br", ...(page.cook ? { Cookie: cookieOf(app.cook) } : {}) },
      });
      assert.equal(res.headers.get("content-encoding"), "br", page.path());
      assert.equal(res.headers.get("cache-control"), "private, no-cache", page.path());
      const html = await res.text();
      assert.match(html, page.shows, page.path());
      assert.match(html, /<script type="application\/json" id="server-state">/, page.path());
    }
  });

  it("are taken over by React without asking the api again or drawing the page again", async () => {
    for (const rendered of pages) {
      const context = await phone(rendered.cook);
      const page = await context.newPage();
      const problems: string[] = [];
      page.on("pageerror", (error) => problems.push(error.message));
      page.on("console", (message) => {
        if (message.type() === "error") problems.push(message.text());
      });
      const asked: string[] = [];
      page.on("request", (request) => {
        const url = new URL(request.url());
        if (url.pathname.startsWith("/api/")) asked.push(url.pathname);
      });
      await page.goto(rendered.path(), { waitUntil: "networkidle" });
      const heading = page.locator("#root h1").first();
      assert.equal(await heading.getAttribute("data-from-html"), "", `${rendered.path()}: redrawn`);
      assert.deepEqual(asked, [], `${rendered.path()} asked the api again`);
      assert.deepEqual(problems, [], rendered.path());
      await context.close();
    }
  });

  it("keep what was typed in a search box before React took the page over", async () => {
    const context = await phone(false);
    const page = await context.newPage();
    // The app's code is held back until the visitor has typed, as on a slow phone network.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    // Module scripts hold DOMContentLoaded back; the page shows before it.
    await page.goto("/receitas-da-comunidade", { waitUntil: "commit" });
    await page.getByRole("searchbox", { name: "Buscar receitas ou ingredientes" }).fill("cuscuz");
    release();
    await page.waitForURL(/search=cuscuz/);
    await page.getByText(/^1 receita$/).waitFor();
    await context.close();
  });

  it("send a visitor who opens a cook's page to sign in, as the browser always did", async () => {
    const res = await fetch(`${app.url}/dashboard`);
    assert.doesNotMatch(await res.text(), /id="server-state"/);
    const context = await phone(false);
    const page = await context.newPage();
    await page.goto("/dashboard");
    await page.waitForURL(/\/auth$/);
    await context.close();
  });
});
