import assert from "node:assert/strict";
import { after, before, describe, it } from "node:test";
import type { Browser, BrowserContext } from "playwright-core";
import { PRERENDERED_PATHS } from "../build/prerendered-pages.ts";
import { launchBrowser, markHtmlElements, MOBILE, startApp, type RunningApp } from "./harness.ts";

let app: RunningApp;
let browser: Browser;

before(async () => {
  app = await startApp();
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
  await app?.stop();
});

/** A visitor's phone whose page marks every element the HTML brought (markHtmlElements). */
async function visitor(theme: "light" | "dark"): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: MOBILE, baseURL: app.url, locale: "pt-BR" });
  await context.addInitScript((dark) => {
    if (dark) localStorage.setItem("chefzap-theme", "dark");
  }, theme === "dark");
  await markHtmlElements(context);
  return context;
}

describe("prerendered pages", () => {
  it("come as compressed HTML with the page's heading and title, before any script", async () => {
    for (const path of PRERENDERED_PATHS) {
      const res = await fetch(app.url + path, { headers: { "Accept-Encoding": "br" } });
      assert.equal(res.headers.get("content-encoding"), "br", path);
      assert.equal(res.headers.get("cache-control"), "no-cache", path);
      const html = await res.text();
      assert.match(html, new RegExp(`<div id="root" data-prerendered="${path}"><`), path);
      assert.match(html, /<h1[\s>]/, `${path} has its heading in the HTML`);
      assert.match(html, /<style>/, `${path} carries its critical CSS`);
      if (path !== "/") assert.match(html, /<title[^>]*>[^<]+ · ChefZap<\/title>/, path);
    }
  });

  for (const theme of ["light", "dark"] as const) {
    it(`are taken over by React without being drawn again, in the ${theme} theme`, async () => {
      const context = await visitor(theme);
      const page = await context.newPage();
      const errors: string[] = [];
      page.on("pageerror", (error) => errors.push(error.message));
      // Nothing at all: a visitor's session check answers 200, and the inline theme script fits the CSP.
      page.on("console", (message) => {
        if (message.type() === "error") errors.push(message.text());
      });
      for (const path of PRERENDERED_PATHS) {
        await page.goto(path, { waitUntil: "networkidle" });
        // Hydrated: the toggle names the visitor's theme, and React answers a click on it.
        const toggle = page.getByRole("button", { name: /Ativar tema/ }).filter({ visible: true });
        const label = theme === "dark" ? "Ativar tema claro" : "Ativar tema escuro";
        assert.equal(await toggle.getAttribute("aria-label"), label, path);
        await toggle.click();
        assert.equal(
          await page.evaluate(() => document.documentElement.classList.contains("dark")),
          theme === "light",
          path,
        );
        await toggle.click();
        const heading = page.locator("#root h1").first();
        assert.equal(await heading.getAttribute("data-from-html"), "", `${path}: the heading was redrawn`);
        assert.match(await page.title(), /ChefZap/, path);
      }
      assert.deepEqual(errors, []);
      await context.close();
    });
  }

  it("keep the page's own title only until React takes over, then leave index.html's", async () => {
    const context = await visitor("light");
    const page = await context.newPage();
    await page.goto("/termos", { waitUntil: "networkidle" });
    assert.equal(await page.title(), "Termos de Uso · ChefZap");
    await page.getByRole("link", { name: "Voltar ao início" }).first().click();
    await page.waitForURL(`${app.url}/`);
    // The address changes first; the landing (its own code) renders, and the title follows, a moment later.
    const landingTitle = "ChefZap — receitas com o que você tem em casa";
    await page
      .waitForFunction((title) => document.title === title, landingTitle, { timeout: 10_000 })
      .catch(() => undefined);
    assert.equal(await page.title(), landingTitle);
    await context.close();
  });
});
