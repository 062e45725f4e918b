import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { after, before, describe, it } from "node:test";
import type { PublicUser } from "@chefzap/shared";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { signUp, startAppWithAdmin } from "./admin-app.ts";
import { DESKTOP, launchBrowser, MOBILE, snapThemes, type RunningApp } from "./harness.ts";
import { newAccount } from "./steps.ts";

const admin = { ...newAccount("Clara Admin"), username: "Clara.Admin" };
const cook = newAccount("Rita Campos");

let app: RunningApp;
let browser: Browser;
let cookContext: BrowserContext;
let page: Page;

const freeRecipesUsed = async () =>
  ((await (await cookContext.request.get("/api/user")).json()) as PublicUser).freeRecipesUsed;

// One cell and what ends it: a quoted cell may hold `;`, doubled quotes and line breaks.
const CSV_CELL = /("(?:[^"]|"")*"|[^;\r\n]*)(;|\r?\n|$)/gy;

/** The export as rows of cells (Excel pt-BR's `;` separator). */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [[]];
  for (const [, raw = "", end] of text.matchAll(CSV_CELL)) {
    rows.at(-1)!.push(raw.startsWith('"') ? raw.slice(1, -1).replaceAll('""', '"') : raw);
    if (end === "") break;
    if (end !== ";") rows.push([]);
  }
  return rows.filter((row) => row.join("") !== "");
}

before(async () => {
  app = await startAppWithAdmin(admin);
  browser = await launchBrowser();
  cookContext = await browser.newContext({ viewport: MOBILE, baseURL: app.url, locale: "pt-BR" });
  await signUp(cookContext.request, cook);
  const made = await cookContext.request.post("/api/generate-recipe", {
    data: { ingredients: ["frango", "tomate", "cebola"], skillLevel: "iniciante" },
  });
  assert.equal(made.status(), 201);
  assert.equal(await freeRecipesUsed(), 1);
});

after(async () => {
  await browser?.close();
  await app?.stop();
});

describe("Admin panels", () => {
  it("a signed-in cook without the admin role sees 'Acesso Negado', and the api refuses too", async () => {
    const cookPage = await cookContext.newPage();
    await cookPage.goto("/admin/perfect");
    await cookPage.getByText("Acesso Negado").waitFor();
    await cookPage.getByText("Você não tem permissão para acessar esta página.").waitFor();
    assert.equal((await cookContext.request.get("/api/admin/users")).status(), 403);
    await snapThemes(cookPage, "admin-01-denied");
  });

  it("the admin signs in at /admin with the spec's messages on the way", async () => {
    const context = await browser.newContext({ viewport: DESKTOP, baseURL: app.url, locale: "pt-BR" });
    page = await context.newPage();
    await page.goto("/admin");
    await page.getByRole("button", { name: "Entrar" }).click();
    await page.getByText("Por favor, preencha usuário e senha").waitFor();
    // By username: the api looks it up without case.
    await page.getByRole("textbox", { name: "Usuário ou e-mail" }).fill("clara.admin");
    await page.getByLabel("Senha", { exact: true }).fill("senha-errada");
    await page.getByRole("button", { name: "Mostrar senha" }).click();
    await page.getByRole("button", { name: "Entrar" }).click();
    await page.getByText("Credenciais de administrador inválidas").waitFor();
    await snapThemes(page, "admin-02-login");

    await page.getByLabel("Senha", { exact: true }).fill(admin.password);
    await page.getByRole("button", { name: "Entrar" }).click();
    await page.waitForURL("**/admin/perfect");
    await page.getByText("Total de usuários").waitFor();
    await page
      .getByRole("figure", { name: "Novos usuários por dia" })
      .locator("svg.recharts-surface")
      .waitFor();
    await snapThemes(page, "admin-03-overview");
  });

  it("users: the cook's free recipes are reset in bulk and the selection clears", async () => {
    await page.getByRole("tab", { name: "Usuários" }).click();
    await page.getByLabel("Buscar usuários").fill("Rita");
    const row = page.getByRole("row", { name: /Rita Campos/ });
    await row.waitFor();
    await page.getByRole("row").nth(2).waitFor({ state: "detached" });
    await page.getByRole("checkbox", { name: "Selecionar Rita Campos" }).click();
    await page.getByText("1 selecionado", { exact: true }).waitFor();
    await snapThemes(page, "admin-04-users-selected");

    await page.getByRole("button", { name: "Resetar receitas", exact: true }).click();
    await page.getByText("Sucesso").waitFor();
    await page.getByText("0 selecionados").waitFor();
    assert.equal(await page.getByRole("checkbox", { name: "Selecionar Rita Campos" }).isChecked(), false);
    assert.equal(await freeRecipesUsed(), 0);
    await snapThemes(page, "admin-05-users-reset");

    await page.getByRole("checkbox", { name: "Selecionar Rita Campos" }).click();
    await page.getByRole("button", { name: "Enviar e-mail" }).click();
    const dialog = page.getByRole("dialog", { name: "Enviar e-mail" });
    await dialog.getByRole("radio", { name: "Lembrete de receitas" }).check();
    await snapThemes(page, "admin-05b-email-dialog");
    await dialog.getByRole("button", { name: "Enviar para 1 usuário" }).click();
    await dialog.waitFor({ state: "detached" });
    await page.getByText("0 selecionados").waitFor();
  });

  it("users: the CSV export downloads the filtered users, BOM first, no password hash", async () => {
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("link", { name: "Exportar usuários (CSV)" }).click(),
    ]);
    const text = readFileSync((await download.path())!, "utf8");
    assert.ok(text.startsWith("\uFEFF"), "UTF-8 with BOM");
    const [header, ...rows] = parseCsv(text.slice(1));
    assert.ok(header!.includes("E-mail") && header!.includes("Receitas gratuitas usadas"), header!.join("|"));
    assert.equal(rows.length, 1, "only the users the search matched");
    const rita = Object.fromEntries(header!.map((name, i) => [name, rows[0]![i]]));
    assert.equal(rita["E-mail"], cook.email);
    assert.equal(rita["Nome completo"], "Rita Campos");
    assert.equal(rita["Receitas gratuitas usadas"], "0");
    assert.doesNotMatch(text, /argon2|password|senha/i);
  });

  it("system: the measured numbers refresh by themselves; the outbox is there", async () => {
    await page.getByRole("tab", { name: "Sistema" }).click();
    const updated = page.getByText(/^Atualizado às/);
    await updated.waitFor();
    await page.getByText("Chamadas à API").waitFor();
    await page.getByText("Conectado", { exact: true }).waitFor();
    const first = await updated.textContent();
    await page.waitForFunction(
      (before) =>
        [...document.querySelectorAll("p")].some(
          (p) => p.textContent?.startsWith("Atualizado às") && p.textContent !== before,
        ),
      first,
      { timeout: 15_000 },
    );
    await page.getByText("Nenhum gateway conectado.", { exact: false }).waitFor();
    await page.getByRole("heading", { name: "E-mails" }).waitFor();
    const outbox = page.getByRole("list", { name: "Caixa de saída" });
    await outbox.getByText(`Para ${cook.email}`).click();
    await outbox.getByText("Lembrete de receitas").waitFor();
    const audit = page.getByRole("table", { name: /Registro de ações/ });
    await audit.getByRole("row", { name: /Receitas resetadas em massa/ }).waitFor();
    await audit.getByRole("row", { name: /Exportação de usuários/ }).waitFor();
    await snapThemes(page, "admin-06-system");
  });

  it("panel two: the user-detail modal shows the cook's recipes", async () => {
    await page.goto("/admin/dashboard");
    await page.getByText("Ativos em 7 dias").waitFor();
    await page.getByText("Nenhuma denúncia por aqui.").waitFor();
    await snapThemes(page, "admin-07-dashboard");
    await page.getByRole("tab", { name: "Usuários" }).click();
    await page.getByRole("button", { name: "Detalhes de Rita Campos" }).click();
    const dialog = page.getByRole("dialog", { name: "Rita Campos" });
    await dialog.getByText("Receitas geradas").waitFor();
    assert.equal(
      await dialog.getByText("Avaliação média").locator("xpath=following-sibling::dd").textContent(),
      "N/A",
    );
    await snapThemes(page, "admin-08-user-details");
  });
});
