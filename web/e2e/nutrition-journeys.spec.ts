import assert from "node:assert/strict";
import { after, before, describe, it } from "node:test";
import type { Recipe } from "@chefzap/shared";
import type { Browser, Page } from "playwright-core";
import { DESKTOP, launchBrowser, MOBILE, snap, startApp, type RunningApp } from "./harness.ts";
import { addIngredients, newAccount } from "./steps.ts";

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

const TACO_CREDIT = /NEPA.{1,4}UNICAMP.*TACO/;

/** Full-page shots start at the top, or the sticky header lands in the middle of the picture. */
async function snapWhole(name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await snap(page, name);
}

/** Viewport shots of the panel: its title just under the sticky header, tabs done fading. */
async function snapPanel(name: string) {
  await page.waitForTimeout(250);
  await page
    .getByRole("heading", { name: "Informações nutricionais" })
    .evaluate((el) => window.scrollTo(0, el.getBoundingClientRect().top + window.scrollY - 90));
  await snap(page, name, false);
}

describe("nutrition", () => {
  it("declares a milk allergy on /perfil/alergias", async () => {
    const cook = newAccount("Lia Teixeira");
    // Signing up through the api keeps this journey about nutrition; the wizard has its own.
    const res = await page.context().request.post("/api/register", {
      data: { email: cook.email, password: cook.password, firstName: "Lia" },
    });
    assert.equal(res.status(), 201);
    await page.goto("/dashboard");
    await page.getByRole("button", { name: /Menu da conta/ }).click();
    await page.getByRole("menuitem", { name: "Minhas alergias" }).click();
    await page.waitForURL("**/perfil/alergias");
    const milk = page.getByRole("checkbox", { name: "Leite", exact: true });
    await milk.click();
    assert.equal(await milk.getAttribute("aria-checked"), "true");
    await page.getByRole("button", { name: "Salvar alergias" }).click();
    await page.getByText("Alergias salvas!").waitFor();
    await snapWhole("30-allergies");
    await page.setViewportSize(MOBILE);
    await snapWhole("30-allergies");
    await page.setViewportSize(DESKTOP);
    const saved = await page.evaluate(() => fetch("/api/me/allergies").then((r) => r.json()));
    assert.deepEqual(saved.allergies, ["leite"]);
  });

  it("analyses a recipe with cheese: kcal, three tabs, the TACO credit and milk flagged Alto", async () => {
    await page.goto("/");
    await addIngredients(page, ["ovo", "queijo", "tomate"]);
    await page.getByRole("button", { name: "Gerar receita" }).click();
    await page.waitForURL(/\/recipes\/[^/]+$/, { timeout: 30_000 });
    const recipe: Recipe = await page.evaluate(
      (path) => fetch(`/api${path}`).then((r) => r.json()),
      new URL(page.url()).pathname,
    );
    assert.ok(
      recipe.ingredients.some((line) => /queijo/i.test(line)),
      `the recipe keeps the cheese: ${recipe.ingredients.join(" | ")}`,
    );
    await page.getByRole("heading", { level: 1, name: recipe.title }).waitFor();
    if (recipe.nutritionSummary && recipe.nutritionSummary.coverage >= 50)
      await page.getByText(/(≈|pelo menos) [\d.]+ kcal\/porção/).waitFor();

    // The "Receita criada!" toast would sit over the panel in every picture.
    await page.getByRole("button", { name: "Fechar aviso" }).click();
    await page.getByRole("button", { name: "Calcular Nutrição" }).click();
    const panel = page.getByRole("region", { name: "Informações nutricionais" });
    await panel.getByText(/[\d.]+ kcal por porção/).waitFor();
    await panel.getByRole("tab", { name: "Nutrição", selected: true }).waitFor();
    await panel.getByText(TACO_CREDIT).waitFor();
    await panel.getByRole("meter", { name: "Pontuação de saúde" }).waitFor();
    await panel.getByText("não disponível na TACO").waitFor();
    assert.ok((await panel.getByRole("table").getByRole("row").count()) > 1, "the trail lists the lines");
    await snapWhole("31-nutrition");

    await panel.getByRole("tab", { name: "Alergias" }).click();
    const milk = panel.getByRole("listitem").filter({ has: page.getByRole("heading", { name: "Leite" }) });
    await milk.getByText("Alto").waitFor();
    await milk
      .getByText(/queijo/i)
      .first()
      .waitFor();
    await snapPanel("32-nutrition-allergies");
    await page.getByRole("button", { name: "Ativar tema escuro" }).first().click();
    await snapPanel("32-nutrition-allergies-dark");
    await page.getByRole("button", { name: "Ativar tema claro" }).first().click();

    await panel.getByRole("tab", { name: "Melhorias" }).click();
    await panel.getByRole("tabpanel").waitFor();
    await panel.getByText(TACO_CREDIT).waitFor();
    await snapPanel("33-nutrition-improvements");

    await page.setViewportSize(MOBILE);
    await panel.getByRole("tab", { name: "Nutrição" }).click();
    await snapWhole("31-nutrition");
    await snapPanel("31-nutrition-top");
    await panel.getByRole("tab", { name: "Alergias" }).click();
    await snapPanel("32-nutrition-allergies");
    await panel.getByRole("tab", { name: "Melhorias" }).click();
    await snapPanel("33-nutrition-improvements");
    await page.setViewportSize(DESKTOP);
  });

  it("re-asks when the servings change and shows kcal on the dashboard", async () => {
    const panel = page.getByRole("region", { name: "Informações nutricionais" });
    const requests: unknown[] = [];
    page.on("request", (req) => {
      if (req.url().endsWith("/api/recipes/analyze-nutrition")) requests.push(req.postDataJSON());
    });
    await page.getByRole("radio", { name: "1 pessoa" }).check({ force: true });
    await panel.getByText(/receita para 1 pessoa$/).waitFor();
    assert.equal((requests[0] as { servings: number }).servings, 1);

    await page.goto("/dashboard");
    await page.getByRole("heading", { level: 3 }).first().waitFor();
    await page
      .getByText(/(≈|pelo menos) [\d.]+ kcal\/porção/)
      .first()
      .waitFor();
    await snap(page, "34-dashboard-kcal", false);
  });

  it("names the line TACO lacks and gives the figures as a floor", async () => {
    await page.goto("/");
    await addIngredients(page, ["quinoa", "tomate", "pepino"]);
    await page.getByRole("button", { name: "Gerar receita" }).click();
    await page.waitForURL(/\/recipes\/[^/]+$/, { timeout: 30_000 });
    await page.getByText(/^pelo menos [\d.]+ kcal\/porção$/).waitFor();
    await page.getByRole("button", { name: "Fechar aviso" }).click();
    await page.getByRole("button", { name: "Calcular Nutrição" }).click();
    const panel = page.getByRole("region", { name: "Informações nutricionais" });
    await panel.getByText(/^Pelo menos [\d.]+ kcal por porção/).waitFor();
    const notice = panel.getByRole("note", { name: /^Calculado com \d+ de \d+ ingredientes\.$/ });
    await notice.getByText(/^Não consegui contar: .*quinoa\.$/).waitFor();
    await snapPanel("35-nutrition-incomplete");
    await page.getByRole("button", { name: "Ativar tema escuro" }).first().click();
    await snapPanel("35-nutrition-incomplete-dark");
    await page.setViewportSize(MOBILE);
    await snapPanel("35-nutrition-incomplete-dark");
    await page.getByRole("button", { name: "Ativar tema claro" }).first().click();
    await snapPanel("35-nutrition-incomplete");
    await page.setViewportSize(DESKTOP);
  });
});
