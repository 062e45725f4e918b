import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { after, before, describe, it } from "node:test";
import type { Browser, Page } from "playwright-core";
import { appEnv } from "./env.ts";
import { launchBrowser, MOBILE, snapThemes, startApp, type RunningApp } from "./harness.ts";
import { completeWizard, newAccount } from "./steps.ts";

const root = path.resolve(import.meta.dirname, "../..");
// Weekly menus are Premium: the plan is set between two runs of the app on one data folder (PGlite
// takes one process at a time), as `npm run plan:set` does until billing exists.
const dataDir = mkdtempSync(path.join(os.tmpdir(), "chefzap-e2e-menus-"));
const start = () => startApp({ DATA_DIR: dataDir });

let app: RunningApp;
let browser: Browser;
let page: Page;

before(async () => {
  app = await start();
  browser = await launchBrowser();
  page = await (await browser.newContext({ viewport: MOBILE, locale: "pt-BR" })).newPage();
});
after(async () => {
  await browser?.close();
  await app?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

const cook = newAccount("Helena Dias");

function setPremium(email: string) {
  const run = spawnSync(
    path.join(root, "node_modules/.bin/tsx"),
    ["api/scripts/plan-set.ts", email, "premium"],
    {
      cwd: root,
      env: appEnv({ DATA_DIR: dataDir, LOG_LEVEL: "warn" }),
      encoding: "utf8",
    },
  );
  assert.equal(run.status, 0, run.stderr);
}

const snapAll = (name: string) => snapThemes(page, name);
const ticks = () => page.getByRole("region", { name: "Lista de Compras Inteligente" }).getByRole("checkbox");

async function checkedLabels(): Promise<string[]> {
  const boxes = ticks();
  const labels: string[] = [];
  for (let i = 0; i < (await boxes.count()); i++) {
    const box = boxes.nth(i);
    if ((await box.getAttribute("aria-checked")) === "true")
      labels.push((await page.locator(`label[for="${await box.getAttribute("id")}"]`).textContent()) ?? "");
  }
  return labels;
}

describe("weekly menus: profile, preferences, wizard, menu, shopping list", () => {
  let ticked: string[] = [];

  it("fills the profile and the food preferences of a Premium cook", async () => {
    await page.goto(`${app.url}/register`);
    await completeWizard(page, cook);
    await page.waitForURL("**/dashboard");
    await app.stop();
    setPremium(cook.email);
    app = await start();

    await page.goto(`${app.url}/cardapios-semanais?tab=perfil`);
    await page.getByLabel(/Objetivo Principal/).selectOption("perda-peso");
    await page.getByRole("radio", { name: "Feminino" }).check();
    await page.getByLabel(/Idade/).fill("34");
    await page.getByLabel(/Altura/).fill("165");
    await page.getByLabel(/Peso/).fill("70");
    await page.getByLabel(/Nível de Atividade/).selectOption("moderado");
    await page.getByRole("button", { name: "Salvar Perfil" }).click();
    await page.getByRole("link", { name: "Gerar Novo Cardápio" }).waitFor();

    await page.getByRole("tab", { name: "Preferências" }).click();
    await page
      .getByRole("button", { name: /^Gosto de / })
      .first()
      .click();
    await page
      .getByRole("button", { name: /^Não gosto de / })
      .nth(1)
      .click();
    const saved = page.waitForResponse(
      (r) => r.url().endsWith("/api/nutritional-profile") && r.request().method() === "POST",
    );
    await page.getByRole("button", { name: "Salvar Preferências Alimentares" }).click();
    assert.equal((await saved).status(), 200);

    await page.getByRole("tab", { name: "Meus Cardápios" }).click();
    await page.getByText("Nenhum cardápio encontrado").waitFor();
    await snapAll("70-menus-empty");
  });

  it("plans a week in the wizard and shows it", async () => {
    await page.getByRole("link", { name: "Gerar Primeiro Cardápio" }).click();
    await page.waitForURL("**/cardapio-semanal?novo=1");
    await page.getByText("Etapa 1 de 3").waitFor();
    assert.equal(await page.getByLabel(/Idade/).inputValue(), "34");
    await snapAll("71-menu-wizard-step1");
    await page.getByRole("button", { name: /Próximo/ }).click();
    await page.getByText("Etapa 2 de 3").waitFor();
    await page.getByLabel(/Estilo Alimentar/).selectOption("tradicional");
    await page.getByLabel(/Tempo para Cozinhar/).selectOption("moderado");
    await page.getByRole("radio", { name: "5" }).check();
    await page.getByLabel(/Orçamento Semanal/).selectOption("economico");
    await snapAll("72-menu-wizard-step2");
    await page.getByRole("button", { name: "Gerar Cardápio" }).click();
    await page.getByText("Etapa 3 de 3").waitFor({ timeout: 30_000 });
    const card = page.getByRole("article", { name: /Cardápio Semanal/ });
    await card.getByText(/kcal\/dia/).waitFor();
    assert.equal(await card.getByRole("group", { name: "Dias da semana" }).getByRole("button").count(), 7);
    // The week is priced, against the Econômico budget, with where the prices come from.
    await card.getByText(/^Custo estimado da semana: R\$\s[\d.]+,\d\d$/).waitFor();
    await card.getByText(/(Dentro|Acima) do orçamento Econômico \(até R\$ 100\)/).waitFor();
    await card.getByText(/pesquisas de supermercado/).waitFor();
    await snapAll("73-menu-wizard-result");
  });

  it("keeps three ticks of the shopping list across a reload", async () => {
    await page.getByRole("link", { name: "Ver Meus Cardápios" }).click();
    await page.getByRole("heading", { name: "Último Cardápio Criado" }).waitFor();
    await page.getByRole("button", { name: "Terça-feira" }).first().click();
    await snapAll("74-menus-day");
    await page.getByRole("button", { name: "Lista de Compras" }).click();
    for (const i of [0, 1, 2]) {
      const put = page.waitForResponse((r) => r.url().endsWith("/shopping-item"));
      await ticks().nth(i).click();
      assert.equal((await put).status(), 200);
    }
    ticked = await checkedLabels();
    assert.equal(ticked.length, 3);
    await snapAll("75-menus-shopping-list");

    await page.reload();
    await page.getByRole("button", { name: "Lista de Compras" }).click();
    await ticks().first().waitFor();
    assert.deepEqual(await checkedLabels(), ticked);
  });

  it("opens the menu to print: the week on one A4 sheet, the list on the next", async () => {
    await page.getByRole("link", { name: "Abrir para imprimir" }).click();
    await page.waitForURL("**/cardapio-semanal?id=*");
    const table = page.getByRole("table", { name: "Cardápio da semana: refeições por dia" });
    await table.waitFor();
    assert.equal(await table.getByRole("row").count(), 1 + 5 + 1);
    await page.getByText(/^Custo estimado da semana: R\$/).waitFor();
    await snapAll("76-menu-print");
    const pdf = (await page.pdf({ preferCSSPageSize: true })).toString("latin1");
    assert.equal(pdf.match(/\/Type\s*\/Page\b/g)?.length, 2);
  });
});
