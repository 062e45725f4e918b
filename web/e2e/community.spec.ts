import assert from "node:assert/strict";
import { after, before, describe, it } from "node:test";
import type { Browser, Page } from "playwright-core";
import { DESKTOP, launchBrowser, MOBILE, snapThemes, startApp, type RunningApp } from "./harness.ts";
import { completeWizard, newAccount } from "./steps.ts";

let app: RunningApp;
let browser: Browser;
let author: Page;
let neighbour: Page;

before(async () => {
  app = await startApp();
  browser = await launchBrowser();
  const page = async (viewport: typeof MOBILE) =>
    (await browser.newContext({ viewport, baseURL: app.url, locale: "pt-BR" })).newPage();
  author = await page(MOBILE);
  neighbour = await page(DESKTOP);
});
after(async () => {
  await browser?.close();
  await app?.stop();
});

const ana = newAccount("Ana Beatriz");
const bruno = newAccount("Bruno Costa");
const title = /Bolo de fubá com goiabada/i;
let recipePath = "";

async function signUp(page: Page, who: typeof ana) {
  await page.goto("/register");
  await completeWizard(page, who);
  await page.waitForURL("**/dashboard");
}

describe("community: write, improve, publish, find, rate, rank", () => {
  it("writes a recipe, has the AI improve it, saves the improvement and publishes it", async () => {
    await signUp(author, ana);
    await author.goto("/minhas-receitas");
    await author.getByText("Crie sua primeira receita").waitFor();
    await author.getByRole("button", { name: "Nova Receita" }).first().click();
    await author.getByLabel("Título").fill("Bolo de fubá com goiabada");
    await author.getByLabel("Descrição").fill("O bolo do café da tarde, com pedacinhos de goiabada.");
    await author
      .getByLabel("Ingredientes")
      .fill(
        "2 xicaras de fuba\n1 xicara de acucar\n3 ovos\n1 xicara de leite\nmeia xicara de oleo\n1 colher de fermento\n200g de goiabada",
      );
    await author
      .getByLabel("Modo de preparo")
      .fill(
        "bata os ovos, o acucar, o leite e o oleo\njunte o fuba e o fermento\ncoloque na forma com a goiabada em cubos e asse por 40 minutos",
      );
    await author.getByLabel("Tempo de preparo (minutos)").fill("50");
    await author.getByLabel("Porções").fill("8");

    await author.getByRole("button", { name: "Criar com IA…" }).click();
    const save = author.getByRole("button", { name: "Salvar versão melhorada" });
    await save.waitFor({ timeout: 30_000 });
    await snapThemes(author, "50-my-recipe-improved");
    await save.click();

    const publish = author.getByRole("button", { name: title }).filter({ hasText: "Publicar" });
    await publish.waitFor();
    await author.getByText("Privada", { exact: true }).waitFor();
    await publish.click();
    const dialog = author.getByRole("dialog");
    await dialog.getByText(/não/i).first().waitFor();
    await dialog.getByRole("button", { name: "Publicar receita" }).click();
    await author.getByText("Publicada", { exact: true }).waitFor();
    assert.equal(await publish.count(), 0, "a published recipe has no Publicar button");
    recipePath = (await author.getByRole("link", { name: title }).first().getAttribute("href")) ?? "";
    assert.match(recipePath, /^\/recipes\/[0-9a-f-]{36}$/);
    await snapThemes(author, "51-my-recipes-published");
  });

  it("finds it in the community by an ingredient, typed without accents", async () => {
    await neighbour.goto("/receitas-da-comunidade");
    await neighbour.getByRole("searchbox", { name: "Buscar receitas ou ingredientes" }).fill("fuba goiabada");
    // The search goes to the server after a pause in typing, and the address keeps it.
    await neighbour.waitForURL(/search=fuba/);
    await neighbour.getByText(/^1 receita$/).waitFor();
    await neighbour.getByRole("link", { name: title }).first().waitFor();
    await snapThemes(neighbour, "52-community-search");
  });

  it("is rated by another cook, not by its author, and enters the ranking", async () => {
    await author.goto(recipePath);
    await author.getByRole("heading", { level: 1, name: title }).waitFor();
    assert.equal(
      await author.getByRole("radio", { name: "5 estrelas" }).count(),
      0,
      "no stars for the author",
    );

    await signUp(neighbour, bruno);
    await neighbour.goto(recipePath);
    // The radio is hidden under its star; a cook clicks the star, that is, the label.
    await neighbour.getByRole("radio", { name: "5 estrelas" }).locator("xpath=..").click();
    await neighbour
      .getByRole("textbox", { name: /coment/i })
      .fill("Ficou fofinho, a goiabada derreteu por cima!");
    await neighbour.getByRole("button", { name: "Enviar avaliação" }).click();
    await neighbour.getByRole("heading", { name: "Sua avaliação" }).waitFor();
    // Under the recipe for everyone, with its author's display name.
    const comment = neighbour.getByRole("article").filter({ hasText: "Ficou fofinho, a goiabada derreteu" });
    await comment.getByText("Bruno C.").waitFor();
    await snapThemes(neighbour, "53-recipe-rated");

    // A link pasted in WhatsApp shows this recipe: the served HTML carries its preview and card.
    const html = await (await fetch(`${app.url}${recipePath}`)).text();
    assert.match(html, /<meta property="og:title" content="Bolo de fubá com goiabada"/i);
    const image = html.match(/<meta property="og:image" content="([^"]+)"/)?.[1] ?? "";
    const card = await fetch(image.replace(/^https?:\/\/[^/]+/, app.url));
    assert.equal(card.headers.get("content-type"), "image/png");

    await neighbour.goto("/ranking");
    await neighbour.getByRole("link", { name: title }).first().waitFor();
    await snapThemes(neighbour, "54-ranking");
  });
});
