import assert from "node:assert/strict";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { after, before, describe, it } from "node:test";
import { AxeBuilder } from "@axe-core/playwright";
import type { Result } from "axe-core";
import type { Browser, Page } from "playwright-core";
import { STATIC_PAGES } from "../src/app/server-rendered.ts";
import { artefacts, DESKTOP, launchBrowser, MOBILE } from "./harness.ts";
import { startSeededApp, type SeededApp } from "./seeded-app.ts";

type Who = "visitor" | "cook" | "admin";
type Theme = "light" | "dark";

let app: SeededApp;
let browser: Browser;

/**
 * Every page of the route table, as the people who see it. Pages that change when signed in are
 * audited again as a Premium cook with content; the admin's as the admin.
 */
const audited: Record<Who, () => string[]> = {
  visitor: () => [
    // The landing, help, guides and legal pages, as the build prerenders them.
    ...STATIC_PAGES,
    "/nova-receita",
    "/auth",
    "/register",
    "/esqueci-senha",
    "/redefinir-senha",
    app.recipePath,
    app.communityRecipePath,
    "/receitas-da-comunidade",
    "/ranking",
    "/top-receitas",
    "/cardapios-semanais",
    "/weekly-menu",
    "/receitas-saudaveis",
    "/healthy-recipes",
    "/subscribe",
    "/admin",
    "/endereco-que-nao-existe",
  ],
  cook: () => [
    "/",
    "/dashboard",
    "/recipes",
    "/chat",
    "/recipe-loading",
    app.recipePath,
    app.communityRecipePath,
    "/minhas-receitas",
    "/my-recipe",
    "/receitas-da-comunidade",
    "/cardapios-semanais",
    "/cardapio-semanal",
    "/receitas-saudaveis",
    "/perfil/alergias",
    "/perfil/seguranca",
    "/subscribe",
    "/subscribe/sucesso",
    "/subscribe/cancelado",
    "/admin/perfect",
  ],
  admin: () => ["/admin/perfect", "/admin/dashboard"],
};

before(async () => {
  app = await startSeededApp();
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
  await app?.stop();
});

/** Waits for the page itself (not a skeleton) and its data, then for colours to finish easing. */
async function settled(page: Page) {
  // React has the page, or it is a static page a visitor reads without it; and nothing is loading.
  await page.waitForFunction(
    () =>
      document.querySelector("#root[data-hydrated], #root[data-holds-taps]") &&
      !document.querySelector('[aria-busy="true"]'),
    undefined,
    { timeout: 30_000 },
  );
  await page.evaluate(() => document.fonts.ready);
  await page.waitForTimeout(400);
}

const describeViolation = (v: Result) =>
  `${v.id} (${v.impact}): ${v.help}\n${v.nodes
    .slice(0, 5)
    .map((n) => `    ${n.target.join(" ")}: ${n.failureSummary?.replaceAll("\n", " ")}`)
    .join("\n")}`;

/**
 * Every rule in the light theme; in the dark one only the rules a theme can change (the structure
 * is the same), which halves the journey's time.
 */
async function audit(page: Page, theme: Theme) {
  // A section the browser has not drawn yet (content-visibility: auto, until it nears the screen) can
  // read to axe as unstyled text, e.g. links in the browser's default blue (axe-core issue #2768): the
  // audit sees every section drawn, as a reader scrolling down does.
  await page.evaluate(() => {
    for (const section of document.querySelectorAll<HTMLElement>(".below-fold"))
      section.style.contentVisibility = "visible";
  });
  // …and drawn: on a loaded machine the first frame after that can come late, and until it does the
  // sections' links still read as the browser's default blue.
  await page.evaluate(
    () => new Promise((drawn) => requestAnimationFrame(() => requestAnimationFrame(drawn))),
  );
  const axe = new AxeBuilder({ page });
  return (theme === "dark" ? axe.withRules(["color-contrast", "link-in-text-block"]) : axe).analyze();
}

async function newPage(who: Who, theme: Theme, viewport: typeof MOBILE): Promise<Page> {
  const storageState = who === "visitor" ? undefined : app[who];
  const context = await browser.newContext({
    viewport,
    baseURL: app.url,
    locale: "pt-BR",
    storageState,
  });
  // What the theme toggle stores; the page reads it before its first paint.
  await context.addInitScript(`localStorage.setItem("chefzap-theme", ${JSON.stringify(theme)})`);
  return context.newPage();
}

// The phone and the desktop lay out different headers, menus and columns.
const widths = [MOBILE, DESKTOP];

describe("axe finds no violation on any page, in either theme, on a phone and a desktop", () => {
  for (const viewport of widths) {
    for (const who of ["visitor", "cook", "admin"] as const) {
      for (const theme of ["light", "dark"] as const) {
        auditAll(who, theme, viewport);
      }
    }
  }
});

function auditAll(who: Who, theme: Theme, viewport: typeof MOBILE) {
  const name = `${who}-${theme}-${viewport.width}`;
  describe(`${who}, ${theme} theme, ${viewport.width} px`, () => {
    let page: Page;
    before(async () => {
      page = await newPage(who, theme, viewport);
    });
    after(() => page.context().close());

    it("every page", async () => {
      const found: string[] = [];
      for (const route of audited[who]()) {
        await page.goto(route);
        await settled(page);
        const { violations } = await audit(page, theme);
        found.push(...violations.map((v) => `${route} → ${describeViolation(v)}`));
      }
      mkdirSync(artefacts, { recursive: true });
      writeFileSync(path.join(artefacts, `axe-${name}.txt`), found.join("\n"));
      assert.deepEqual(found, [], `\n${found.join("\n")}`);
    });
  });
}

describe("the audited pages cover the route table", () => {
  it("names every path the router knows", () => {
    const router = readFileSync(path.resolve(import.meta.dirname, "../src/app/router.tsx"), "utf8");
    const known = [...router.matchAll(/path: "([^"]+)"/g)].map(([, p]) => p!);
    const visited = new Set(
      Object.values(audited)
        .flatMap((routes) => routes())
        .map((r) => (r.startsWith("/recipes/") ? "/recipes/:id" : r)),
    );
    const missing = known.filter((p) => p !== "*" && !visited.has(p));
    assert.deepEqual(missing, [], "add these routes to the accessibility journey");
  });
});
