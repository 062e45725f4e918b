import assert from "node:assert/strict";
import { after, before, describe, it } from "node:test";
import type { AdminAuditItem } from "@chefzap/shared";
import type { APIRequestContext, Browser, Page } from "playwright-core";
import { signUp, startAppWithAdmin } from "./admin-app.ts";
import { DESKTOP, launchBrowser, MOBILE, snapThemes, type RunningApp } from "./harness.ts";
import { newAccount } from "./steps.ts";

const admin = { ...newAccount("Otávio Moderador"), username: "otavio.mod" };
const author = newAccount("Jonas Prado");
const reporter = newAccount("Lia Matos");
const reported = "Pudim de leite condensado";
const kept = "Escondidinho de mandioca";

let app: RunningApp;
let browser: Browser;
let cook: Page;
let panel: Page;
let recipePath = "";

/** A recipe of the author's own, written and published through the api as the community page shows it. */
async function publish(request: APIRequestContext, title: string): Promise<string> {
  const made = await request.post("/api/user-recipes", {
    data: {
      title,
      description: `${title} para o almoço de domingo.`,
      ingredients: "1 lata de leite condensado\n2 xícaras de leite\n3 ovos",
      instructions: "bata tudo no liquidificador\nasse em banho-maria por 50 minutos",
      cookingTime: 60,
      servings: 8,
    },
  });
  assert.equal(made.status(), 201, await made.text());
  const { id } = (await made.json()) as { id: string };
  assert.equal((await request.post(`/api/user-recipes/${id}/publish`)).status(), 200);
  return `/recipes/${id}`;
}

/** The community list once loaded: `kept` is always there, so an absent `reported` is a real absence. */
async function communityTitles(page: Page): Promise<string> {
  await page.goto("/receitas-da-comunidade");
  await page
    .getByRole("link", { name: new RegExp(kept, "i") })
    .first()
    .waitFor();
  return (await page.locator("main").textContent()) ?? "";
}

before(async () => {
  app = await startAppWithAdmin(admin);
  browser = await launchBrowser();
  const authorContext = await browser.newContext({ baseURL: app.url, locale: "pt-BR" });
  await signUp(authorContext.request, author);
  recipePath = await publish(authorContext.request, reported);
  await publish(authorContext.request, kept);
  await authorContext.close();

  const cookContext = await browser.newContext({ viewport: MOBILE, baseURL: app.url, locale: "pt-BR" });
  await signUp(cookContext.request, reporter);
  cook = await cookContext.newPage();
  panel = await (
    await browser.newContext({ viewport: DESKTOP, baseURL: app.url, locale: "pt-BR" })
  ).newPage();
});

after(async () => {
  await browser?.close();
  await app?.stop();
});

describe("Moderation: a report, the admin hides the recipe, then restores it", () => {
  it("a cook reports someone else's community recipe from its page", async () => {
    assert.match(await communityTitles(cook), new RegExp(reported));
    await cook
      .getByRole("link", { name: new RegExp(reported, "i") })
      .first()
      .click();
    await cook.waitForURL(`**${recipePath}`);
    await cook.getByRole("button", { name: "Denunciar" }).click();
    const dialog = cook.getByRole("dialog", { name: "Denunciar receita" });
    await dialog.getByRole("radio", { name: "Cópia de receita de outra pessoa" }).check();
    await dialog
      .getByLabel("Detalhes (opcional)")
      .fill("Copiada do livro da minha avó, palavra por palavra.");
    await dialog.getByRole("button", { name: "Enviar denúncia" }).click();
    await dialog.getByText(/Denúncia enviada\. Obrigado por avisar/).waitFor();
    await snapThemes(cook, "admin-moderation-01-reported");
  });

  it("the admin signs in, finds the report in panel two and hides the recipe", async () => {
    await panel.goto("/admin");
    await panel.getByRole("textbox", { name: "Usuário ou e-mail" }).fill(admin.username);
    await panel.getByLabel("Senha", { exact: true }).fill(admin.password);
    await panel.getByRole("button", { name: "Entrar" }).click();
    await panel.waitForURL("**/admin/perfect");

    await panel.goto("/admin/dashboard");
    const reports = panel.getByRole("list", { name: "Itens denunciados" });
    await reports.getByText("Cópia de receita de outra pessoa (1)").waitFor();
    await reports.getByText("“Copiada do livro da minha avó, palavra por palavra.”").waitFor();
    await snapThemes(panel, "admin-moderation-02-report");
    await reports.getByRole("button", { name: `Ocultar receita em ${reported}` }).click();
    await panel.getByText("Receita ocultada da comunidade.").waitFor();
    await panel.getByText("Nenhuma denúncia por aqui.").waitFor();
  });

  it("the hidden recipe is gone from the community list and its search", async () => {
    assert.doesNotMatch(await communityTitles(cook), new RegExp(reported));
    await cook.goto(`/receitas-da-comunidade?search=${encodeURIComponent("pudim")}`);
    await cook.getByRole("heading", { name: "Nenhuma receita encontrada" }).waitFor();
    await snapThemes(cook, "admin-moderation-03-hidden");
  });

  it("the admin restores it from the hidden reports, and it is back for everyone", async () => {
    await panel.getByLabel("Mostrar").selectOption("hidden");
    const reports = panel.getByRole("list", { name: "Itens denunciados" });
    await reports.getByText("Oculto", { exact: true }).waitFor();
    await snapThemes(panel, "admin-moderation-04-hidden-list");
    await reports.getByRole("button", { name: `Restaurar receita em ${reported}` }).click();
    await panel.getByText("Receita visível na comunidade novamente.").waitFor();

    assert.match(await communityTitles(cook), new RegExp(reported));
    await snapThemes(cook, "admin-moderation-05-restored");

    // Both decisions are in the audit log, with the recipe and the admin who made them.
    const log = (await (await panel.request.get("/api/admin/audit-log")).json()) as AdminAuditItem[];
    const recipeId = recipePath.split("/").pop();
    const decisions = log.filter((item) => item.targetId === recipeId).map((item) => item.action);
    assert.deepEqual(decisions, ["restore-content", "hide-content"]);
    assert.ok(log.every((item) => item.actorEmail === admin.email));
  });
});
