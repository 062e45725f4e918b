import assert from "node:assert/strict";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { after, before, describe, it } from "node:test";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { launchBrowser, MOBILE, snap, snapThemes, startApp, type RunningApp } from "./harness.ts";
import { addIngredients, completeWizard, newAccount, pageReady } from "./steps.ts";

let app: RunningApp;
let browser: Browser;
let cook: BrowserContext;
let visitor: BrowserContext;
let recipePath = "";

const who = newAccount("Lívia Andrade");

/** Every path the web router declares, read from its table so a new route cannot be skipped. */
async function routerPaths(): Promise<string[]> {
  const source = await readFile(path.join(import.meta.dirname, "../src/app/router.tsx"), "utf8");
  return [...new Set([...source.matchAll(/path: "([^"]+)"/g)].map((m) => m[1]!))];
}

const concrete = (route: string) =>
  route === "*" ? "/pagina-que-nao-existe" : route.replace(":id", recipePath.split("/").pop()!);

/**
 * How far the page reaches past the viewport's right edge, and the outermost elements that do (their
 * parent still fits), which is where a fix belongs.
 */
function overflow(page: Page) {
  return page.evaluate(`(() => {
    const width = window.innerWidth;
    const extra = document.scrollingElement.scrollWidth - width;
    const over = (el) => el.getBoundingClientRect().right > width + 0.5;
    const culprits = [...document.querySelectorAll("body *")]
      .filter((el) => over(el) && !over(el.parentElement))
      .slice(0, 3)
      .map((el) => el.tagName.toLowerCase() + ' "' + (el.textContent || "").trim().slice(0, 40) + '"');
    return { extra, culprits };
  })()`) as Promise<{ extra: number; culprits: string[] }>;
}

/** Opens a path and waits for its page (not the skeleton that stands in while its code downloads). */
async function open(page: Page, route: string) {
  await page.goto(route);
  await pageReady(page);
  await page.waitForTimeout(300);
}

before(async () => {
  app = await startApp();
  browser = await launchBrowser();
  const options = { viewport: MOBILE, baseURL: app.url, locale: "pt-BR" };
  cook = await browser.newContext(options);
  visitor = await browser.newContext(options);

  const page = await cook.newPage();
  await page.goto("/");
  await addIngredients(page, ["ovo", "tomate", "cebola"]);
  await page.getByRole("button", { name: "Gerar receita" }).click();
  await page.waitForURL("**/register");
  await completeWizard(page, who);
  await page.waitForURL(/\/recipes\/[^/]+$/, { timeout: 60_000 });
  recipePath = new URL(page.url()).pathname;
  await page.close();
});
after(async () => {
  await browser?.close();
  await app?.stop();
});

describe("every route at 390 px", () => {
  for (const [label, context] of [
    ["a visitor", () => visitor],
    ["a signed-in cook", () => cook],
  ] as const) {
    it(`fits the phone's width and has its own title, for ${label}`, async () => {
      const page = await context().newPage();
      const problems: string[] = [];
      for (const route of await routerPaths()) {
        const address = concrete(route);
        await open(page, address);
        const landed = new URL(page.url()).pathname;
        const { extra, culprits } = await overflow(page);
        if (extra > 0) problems.push(`${address} scrolls ${extra}px sideways: ${culprits.join(", ")}`);
        const title = await page.title();
        // The landing keeps the document's own title; every other page names itself first.
        if (landed !== "/" && !/^\S.* · ChefZap$/.test(title))
          problems.push(`${address} (at ${landed}) is titled "${title}"`);
      }
      await page.close();
      assert.deepEqual(problems, []);
    });
  }

  it("titles the not-found page and takes /nova-receita to the new-recipe card", async () => {
    const page = await visitor.newPage();
    await open(page, "/pagina-que-nao-existe");
    assert.equal(await page.title(), "Página não encontrada · ChefZap");
    await open(page, "/nova-receita");
    assert.equal(new URL(page.url()).hash, "#ingredientes");
    const card = await page.locator("#ingredientes").boundingBox();
    assert.ok(card && card.y < MOBILE.height && card.y + card.height > 0, "the card is in view");
    await page.close();
  });
});

describe("the difficulty guide", () => {
  it("shows the five levels with their chefs, and starts cooking from the landing", async () => {
    const page = await visitor.newPage();
    await open(page, "/dificuldade");
    assert.equal(await page.title(), "Sistema de Dificuldade · ChefZap");
    for (const name of ["Iniciante", "Casual", "Intermediário", "Avançado", "Mestre Chef"]) {
      await page.getByRole("heading", { level: 2, name, exact: true }).waitFor();
      await page.getByRole("img", { name: `Chef ${name}` }).waitFor();
    }
    await snapThemes(page, "90-difficulty-guide");
    await page.getByRole("link", { name: "Começar a Cozinhar" }).click();
    await page.waitForURL((url) => url.pathname === "/");
    await page.close();
  });
});

describe("defects seen at 390 px", () => {
  it("a visitor reads a shared recipe without scrolling sideways", async () => {
    const page = await visitor.newPage();
    await open(page, recipePath);
    await page.getByRole("link", { name: "Entre para calcular a nutrição" }).waitFor();
    assert.equal((await overflow(page)).extra, 0);
    await snap(page, "93-recipe-visitor");
    await page.close();
  });

  it("the signed-in menu names the cook by first name and fits every label", async () => {
    const page = await cook.newPage();
    await open(page, "/dashboard");
    await page.getByRole("button", { name: "Abrir menu" }).click();
    const account = page.getByRole("region", { name: "Sua conta" });
    await account.getByText("Lívia", { exact: true }).waitFor();
    const clipped = await account.evaluate((section) =>
      [...section.querySelectorAll("a, button")]
        .filter((el) => el.scrollWidth > el.clientWidth)
        .map((el) => el.textContent),
    );
    assert.deepEqual(clipped, []);
    await page.waitForTimeout(400); // the panel's entrance
    await snap(page, "91-mobile-menu-signed-in", false);
    await page.close();
  });

  it("the auth page keeps the e-mail across tabs and says why a short password is refused", async () => {
    const page = await visitor.newPage();
    await open(page, "/auth");
    await page.getByRole("textbox", { name: "E-mail" }).fill("nova.cozinheira@exemplo.com.br");
    await page.getByRole("tab", { name: "Cadastrar" }).click();
    assert.equal(
      await page.getByRole("textbox", { name: "E-mail" }).inputValue(),
      "nova.cozinheira@exemplo.com.br",
    );
    await page.getByLabel("Senha", { exact: true }).fill("123");
    await page.getByRole("button", { name: "Cadastrar", exact: true }).click();
    await page.getByRole("alert").getByText("Senha deve ter pelo menos 6 caracteres").waitFor();
    assert.equal(await page.evaluate(() => document.activeElement?.id), "register-password");
    await snap(page, "92-auth-short-password", false);
    await page.close();
  });

  it("screen readers hear Portuguese from the toasts' region and close button", async () => {
    const page = await visitor.newPage();
    await open(page, "/auth");
    await page.getByRole("textbox", { name: "E-mail" }).fill("ninguem@exemplo.com.br");
    await page.getByLabel("Senha", { exact: true }).fill("senha-errada");
    await page.getByRole("button", { name: "Entrar", exact: true }).click();
    await page.getByRole("region", { name: /^Notificações/ }).waitFor({ state: "attached" });
    const english = await page.evaluate(() =>
      [...document.querySelectorAll("[aria-label]")]
        .map((el) => el.getAttribute("aria-label")!)
        .filter((label) => /Close toast|Notifications|Back to home/.test(label)),
    );
    assert.deepEqual(english, []);
    await page.close();
  });

  it("the scanner says it is off before a photo is chosen when no vision model is set up", async () => {
    const page = await cook.newPage();
    await open(page, "/");
    const scan = page.getByRole("button", { name: "Escanear ingredientes" });
    await page.getByText("O scanner de fotos não está disponível no momento.", { exact: false }).waitFor();
    assert.equal(await scan.isDisabled(), true);
    await scan.scrollIntoViewIfNeeded();
    await snap(page, "94-scanner-off", false);
    await page.close();
  });
});
