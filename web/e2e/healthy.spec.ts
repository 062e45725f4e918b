import assert from "node:assert/strict";
import { after, before, describe, it } from "node:test";
import type { Browser, Page } from "playwright-core";
import { DESKTOP, launchBrowser, snapThemes, startApp, type RunningApp } from "./harness.ts";
import { addIngredients, completeWizard, newAccount } from "./steps.ts";

let app: RunningApp;
let browser: Browser;
let page: Page;

before(async () => {
  app = await startApp();
  browser = await launchBrowser();
  const context = await browser.newContext({ viewport: DESKTOP, baseURL: app.url, locale: "pt-BR" });
  page = await context.newPage();
});
after(async () => {
  await browser?.close();
  await app?.stop();
});

describe("Receitas Saudáveis", () => {
  it("asks a visitor to sign in before generating", async () => {
    await page.goto("/receitas-saudaveis");
    await page.getByRole("heading", { name: "Sua Receita Saudável Aparecerá Aqui" }).waitFor();
    await page.getByRole("button", { name: "Fazer Login para Gerar Receita" }).waitFor();
    await snapThemes(page, "60-healthy-visitor");
  });

  it("gives a vegan recipe within 450 kcal a serving, with the numbers computed from TACO, and says what it left out", async () => {
    await page.goto("/register");
    await completeWizard(page, newAccount("Carla Nunes"));
    await page.waitForURL("**/dashboard");
    await page.goto("/receitas-saudaveis");
    // TACO has no quinoa: the dish is made without it, and the result says so.
    await addIngredients(page, ["grão-de-bico", "abobrinha", "tomate", "arroz", "quinoa"]);
    // The radio is hidden inside its card; a cook clicks the card, that is, the label.
    await page
      .getByRole("radio", { name: /Saúde do Coração/ })
      .locator("xpath=..")
      .click();
    await page.getByRole("button", { name: "Vegana" }).click();
    await page.getByText("Configurações avançadas").click();
    await page.getByLabel("Calorias máximas por porção (kcal)").fill("450");
    await page.getByRole("button", { name: "Gerar Receita Saudável" }).click();

    const full = page.getByRole("link", { name: "Ver receita completa" });
    await full.waitFor({ timeout: 60_000 });
    const facts = page.getByRole("definition").filter({ hasText: /kcal$/ }).first();
    const kcal = Number(((await facts.textContent()) ?? "").replace(/\D/g, ""));
    assert.ok(kcal > 0 && kcal <= 450, `${kcal} kcal a serving`);
    await page.getByText(/^Vegana: nenhum ingrediente de origem animal/).waitFor();
    const leftOut = page.getByRole("heading", { name: "Ficaram de fora" }).locator("xpath=..");
    await leftOut.getByText(/quinoa/).waitFor();
    await snapThemes(page, "61-healthy-result");

    await full.click();
    await page.waitForURL(/\/recipes\/[0-9a-f-]{36}$/);
    await page.getByRole("heading", { level: 1 }).waitFor();
  });
});
