import assert from "node:assert/strict";
import { after, before, describe, it } from "node:test";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { DESKTOP, launchBrowser, MOBILE, snap, startApp, type RunningApp } from "./harness.ts";
import { addIngredients, completeWizard, newAccount } from "./steps.ts";

let app: RunningApp;
let browser: Browser;
const contexts: BrowserContext[] = [];

before(async () => {
  app = await startApp();
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
  await app?.stop();
});

async function newPage(viewport = DESKTOP): Promise<Page> {
  const context = await browser.newContext({ viewport, baseURL: app.url, locale: "pt-BR" });
  contexts.push(context);
  return context.newPage();
}

const account = newAccount("Maria Oliveira");

describe("visitor to signed-in cook", () => {
  it("adds ingredients, asks for a recipe, completes the wizard and gets the recipe", async () => {
    const page = await newPage();
    await page.goto("/");
    await addIngredients(page, ["frango", "tomate", "Frango "]);
    const chips = page.getByRole("list", { name: "Ingredientes escolhidos" }).getByRole("listitem");
    assert.equal(await chips.count(), 2, "the duplicate 'Frango ' is not added twice");
    await snap(page, "01-landing");

    await page.getByRole("button", { name: "Gerar receita" }).click();
    await page.waitForURL("**/register");
    const pending = await page.evaluate(() => [
      localStorage.getItem("pendingRecipeIngredients"),
      localStorage.getItem("redirectAfterAuth"),
    ]);
    assert.deepEqual(pending, ['["frango","tomate"]', "generate-recipe"]);

    await page.getByRole("button", { name: "Continuar" }).click();
    await page.getByText("Nome é obrigatório").waitFor();
    await snap(page, "02-wizard-error");
    await completeWizard(page, account);

    await page.waitForURL("**/recipe-loading");
    await page.waitForURL(/\/recipes\/[^/]+$/, { timeout: 30_000 });
    await page.getByRole("heading", { level: 1 }).waitFor();
    await page.goto("/dashboard");
    await page.getByRole("heading", { name: "Olá, Maria!" }).waitFor();
    await page.getByText("1 receita", { exact: true }).waitFor();
    await snap(page, "03-dashboard");
  });

  it("logs out from the user menu and logs back in", async () => {
    const page = await newPage();
    await page.goto("/auth");
    await page.getByRole("textbox", { name: "E-mail" }).fill(account.email);
    await page.getByLabel("Senha", { exact: true }).fill("senha-errada");
    await page.getByRole("button", { name: "Entrar" }).last().click();
    await page.getByText("E-mail ou senha incorretos.").waitFor();
    assert.equal(
      await page.getByRole("textbox", { name: "E-mail" }).inputValue(),
      account.email,
      "what was typed is kept",
    );
    await snap(page, "04-login-error");

    await page.getByLabel("Senha", { exact: true }).fill(account.password);
    await page.getByRole("button", { name: "Entrar" }).last().click();
    await page.waitForURL("**/dashboard");
    await page.getByRole("heading", { name: "Olá, Maria!" }).waitFor();

    await page.getByRole("button", { name: /Maria/ }).first().click();
    await page.getByRole("menuitem", { name: "Sair" }).click();
    await page.waitForURL(`${app.url}/`);
    await page.getByRole("link", { name: "Entrar" }).first().waitFor();
    const me = await page.evaluate(() => fetch("/api/user").then((r) => r.status));
    assert.equal(me, 401, "the session is gone on the server too");
  });
});

describe("shell", () => {
  it("shows the English 404 page for an unknown path", async () => {
    const page = await newPage();
    await page.goto("/pagina-que-nao-existe");
    await page.getByText("404 Page Not Found").waitFor();
    await page.getByText("Did you forget to add the page to the router?").waitFor();
    await snap(page, "05-not-found");
  });

  it("opens and closes the floating mobile menu at 390 px", async () => {
    const page = await newPage(MOBILE);
    await page.goto("/");
    await snap(page, "06-landing");
    const toggle = page.getByRole("button", { name: /menu/i }).last();
    await toggle.click();
    // The tap came before React: it is acted on once React has the page.
    await page.getByRole("button", { name: /menu/i, expanded: true }).waitFor();
    await snap(page, "07-mobile-menu", false);
    await page.getByRole("link", { name: "Dashboard" }).last().click();
    assert.equal(await toggle.getAttribute("aria-expanded"), "false");
  });

  it("renders help and how-it-works at both widths", async () => {
    for (const viewport of [MOBILE, DESKTOP]) {
      const page = await newPage(viewport);
      await page.goto("/ajuda");
      await page.getByRole("heading", { level: 1 }).waitFor();
      await snap(page, "08-ajuda");
      await page.goto("/como-funciona");
      await page.getByRole("heading", { level: 1 }).waitFor();
      await snap(page, "09-como-funciona");
      await page.goto("/auth?mode=register");
      await snap(page, "10-auth-register");
    }
  });
});
