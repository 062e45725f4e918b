import assert from "node:assert/strict";
import { readFile } from "node:fs/promises";
import { after, before, describe, it } from "node:test";
import { buildShoppingList, scaleIngredients, type Recipe } from "@chefzap/shared";
import type { Browser, Page } from "playwright-core";
import { DESKTOP, launchBrowser, MOBILE, snap, startApp, type RunningApp } from "./harness.ts";
import { addIngredients, completeWizard, newAccount, watchLoadingSteps } from "./steps.ts";

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

async function newPage(viewport = DESKTOP): Promise<Page> {
  const context = await browser.newContext({ viewport, baseURL: app.url, locale: "pt-BR" });
  return context.newPage();
}

const cook = newAccount("Joana Prado");
let cookPage: Page;
let recipePath = "";

describe("from ingredients to a recipe", () => {
  it("signs up with pending ingredients, watches the steps and lands on the recipe", async () => {
    cookPage = await newPage();
    const page = cookPage;
    // The steps must come from the server's events (over polling or, once upgraded, the websocket).
    const frames: string[] = [];
    page.on("websocket", (ws) => ws.on("framereceived", ({ payload }) => frames.push(String(payload))));
    page.on("response", async (res) => {
      if (res.url().includes("/socket.io/")) frames.push(await res.text().catch(() => ""));
    });
    // The screen opens the recipe the moment it exists, and the offline chef writes one in a blink:
    // its answer is held (the server's events still come) until the screen has been pictured.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/api/generate-recipe", async (route) => {
      const response = await route.fetch();
      await held;
      await route.fulfill({ response });
    });
    await page.goto("/");
    await addIngredients(page, ["frango", "arroz", "tomate", "cebola"]);
    await page.getByRole("button", { name: "Gerar receita" }).click();
    await page.waitForURL("**/register");
    await completeWizard(page, cook);

    await page.waitForURL("**/recipe-loading");
    const steps = watchLoadingSteps(page);
    await page.getByRole("heading", { name: "Gerando sua receita..." }).waitFor();
    await page.getByText("frango, arroz, tomate...").waitFor();
    await page.waitForTimeout(400); // let the sign-up toast finish sliding in
    await snap(page, "11-recipe-loading", false);
    await page.setViewportSize(MOBILE);
    await snap(page, "11-recipe-loading", false);
    await page.setViewportSize(DESKTOP);
    assert.deepEqual(await steps, [
      "Analisando ingredientes com IA",
      "Criando receita personalizada",
      "Calculando tempo de preparo",
      "Receita pronta!",
    ]);
    release();
    await page.waitForURL(/\/recipes\/[^/]+$/);
    recipePath = new URL(page.url()).pathname;
    for (const stage of ["analisando", "criando", "calculando", "pronta"]) {
      assert.ok(
        frames.some((f) => f.includes('"job:progress"') && f.includes(`"${stage}"`)),
        `job:progress ${stage} arrived over the socket`,
      );
    }
    const stored = await page.evaluate(() => localStorage.getItem("pendingRecipeIngredients"));
    assert.equal(stored, null, "the pending ingredients are cleared");
  });

  it("scales the ingredients and downloads the shopping list", async () => {
    const page = cookPage;
    const recipe: Recipe = await page.evaluate(
      (path) => fetch(`/api${path}`).then((r) => r.json()),
      recipePath,
    );
    await page.getByRole("heading", { level: 1, name: recipe.title }).waitFor();
    await page.getByRole("button", { name: "Modificar" }).waitFor();
    const chosen = recipe.servings === 4 ? 1 : 4;
    await page
      .getByRole("radio", { name: `${chosen} ${chosen === 1 ? "pessoa" : "pessoas"}` })
      .check({ force: true });
    const lines = page.getByRole("list", { name: /Ingredientes para/ }).getByRole("listitem");
    const expected = scaleIngredients(recipe.ingredients, recipe.servings, chosen);
    assert.deepEqual(await lines.allTextContents(), expected);
    assert.notDeepEqual(expected, recipe.ingredients, "some quantity changed");
    await snap(page, "12-recipe");
    await page.setViewportSize(MOBILE);
    await snap(page, "12-recipe");
    await snap(page, "12-recipe-top", false);

    await page.getByRole("button", { name: "Lista de compras" }).click();
    const dialog = page.getByRole("dialog", { name: "Lista de compras" });
    const { groups } = buildShoppingList(expected, {
      aisles: recipe.ingredientAisles,
      have: recipe.usedIngredients,
    });
    const total = groups.reduce((n, g) => n + g.items.length, 0);
    await dialog.getByText(`0 de ${total} itens marcados`).waitFor();
    await dialog.getByRole("checkbox").first().click();
    await dialog.getByText(`1 de ${total} itens marcados`).waitFor();
    await snap(page, "13-shopping-list", false);
    await page.setViewportSize(DESKTOP);
    await snap(page, "13-shopping-list", false);
    await page.emulateMedia({ media: "print" });
    await snap(page, "14-shopping-list-print");
    await page.emulateMedia({ media: "screen" });

    const [download] = await Promise.all([
      page.waitForEvent("download"),
      dialog.getByRole("button", { name: "Baixar" }).click(),
    ]);
    assert.match(download.suggestedFilename(), /^lista-de-compras-[a-z0-9-]+\.txt$/);
    const text = await readFile(await download.path(), "utf8");
    for (const item of groups.flatMap((g) => g.items)) assert.ok(text.includes(item.name), item.name);
  });

  it("tells a free cook who used the 3 recipes how to go on", async () => {
    const page = cookPage;
    await page.setViewportSize(MOBILE);
    for (let made = 2; made <= 4; made++) {
      await page.goto("/");
      await addIngredients(page, ["ovo", "queijo"]);
      await page.getByRole("button", { name: "Gerar receita" }).click();
      if (made <= 3) await page.waitForURL(/\/recipes\/[^/]+$/);
    }
    await page.getByText("Suas receitas grátis acabaram").waitFor();
    await page.getByRole("button", { name: "Assinar" }).waitFor();
    await page.waitForTimeout(600); // sonner's entrance animation
    await snap(page, "15-quota-used", false);
  });

  it("shows the recipe to another cook and to a visitor, without Modificar", async () => {
    const page = await newPage();
    await page.goto(recipePath);
    await page.getByRole("heading", { level: 1 }).waitFor();
    await page.getByRole("button", { name: "Compartilhar" }).waitFor();
    assert.equal(await page.getByRole("button", { name: "Modificar" }).count(), 0);

    const other = newAccount("Pedro Lima");
    const res = await page.context().request.post("/api/register", {
      data: { email: other.email, password: other.password, firstName: "Pedro" },
    });
    assert.equal(res.status(), 201);
    await page.reload();
    await page.getByRole("button", { name: /Pedro/ }).first().waitFor();
    await page.getByRole("button", { name: "Compartilhar" }).waitFor();
    assert.equal(await page.getByRole("button", { name: "Modificar" }).count(), 0);
    assert.equal(await page.getByRole("button", { name: "Nova Versão" }).count(), 0);
  });
});
