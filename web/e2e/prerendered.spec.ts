import assert from "node:assert/strict";
import { after, before, describe, it } from "node:test";
import type { Browser, BrowserContext } from "playwright-core";
import { STATIC_PAGES } from "../src/app/server-rendered.ts";
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
    for (const path of STATIC_PAGES) {
      const res = await fetch(app.url + path, { headers: { "Accept-Encoding": "br" } });
      assert.equal(res.headers.get("content-encoding"), "br", path);
      assert.equal(res.headers.get("cache-control"), "no-cache", path);
      const html = await res.text();
      assert.match(html, new RegExp(`<div id="root" data-prerendered="${path}" data-holds-taps><`), path);
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
      for (const path of STATIC_PAGES) {
        await page.goto(path, { waitUntil: "networkidle" });
        // Before React: the toggle names the visitor's theme; its first tap brings React, which acts on it.
        const toggle = page.getByRole("button", { name: /Ativar tema/ }).filter({ visible: true });
        const label = theme === "dark" ? "Ativar tema claro" : "Ativar tema escuro";
        assert.equal(await page.locator("#root[data-hydrated]").count(), 0, `${path}: React came unasked`);
        assert.equal(await toggle.getAttribute("aria-label"), label, path);
        await toggle.click();
        await page.waitForFunction(
          (dark) => document.documentElement.classList.contains("dark") === dark,
          theme === "light",
        );
        await toggle.click();
        await page.waitForFunction(
          (dark) => document.documentElement.classList.contains("dark") === dark,
          theme === "dark",
        );
        const heading = page.locator("#root h1").first();
        assert.equal(await heading.getAttribute("data-from-html"), "", `${path}: the heading was redrawn`);
        assert.match(await page.title(), /ChefZap/, path);
      }
      assert.deepEqual(errors, []);
      await context.close();
    });
  }

  it("run no React for a reader; a tap before React is acted on once React comes, exactly once", async () => {
    const context = await visitor("light");
    const page = await context.newPage();
    await page.goto("/", { waitUntil: "networkidle" });
    await page.waitForTimeout(500);
    assert.equal(
      await page.locator("#root[data-hydrated]").count(),
      0,
      "React came to a page nobody touched",
    );

    // Typed and sent as soon as the page shows: the touch brings React, the text typed meanwhile is
    // kept, and the tap on "+" waits for React and is acted on once.
    await page.getByLabel("Quais ingredientes você tem?").fill("quiabo");
    await page.getByRole("button", { name: "Adicionar ingrediente" }).click();
    const chosen = page.getByRole("list", { name: "Ingredientes escolhidos" }).getByRole("listitem");
    await chosen.first().waitFor();
    await page.waitForTimeout(300);
    assert.equal(await chosen.count(), 1);
    assert.match((await chosen.first().textContent()) ?? "", /quiabo/i);
    assert.equal(await page.getByLabel("Quais ingredientes você tem?").inputValue(), "");
    await context.close();
  });

  it("bring React for a click that comes without a pointer, as a screen reader's activation does", async () => {
    const context = await visitor("light");
    const page = await context.newPage();
    await page.goto("/ajuda", { waitUntil: "networkidle" });
    const toggle = page.getByRole("button", { name: "Ativar tema escuro" }).filter({ visible: true });
    // A bare click event: no pointer, key, focus or scroll comes before it.
    await toggle.evaluate((button: HTMLElement) => button.click());
    await page.waitForFunction(() => document.documentElement.classList.contains("dark"));
    assert.equal(await page.locator("#root[data-hydrated]").count(), 1);
    await context.close();
  });

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
