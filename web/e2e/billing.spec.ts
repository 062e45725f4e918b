import assert from "node:assert/strict";
import { spawn, type ChildProcess } from "node:child_process";
import { once } from "node:events";
import path from "node:path";
import { createInterface } from "node:readline";
import { after, before, describe, it } from "node:test";
import type { Browser, Page } from "playwright-core";
import { appEnv } from "./env.ts";
import {
  DESKTOP,
  freePort,
  launchBrowser,
  MOBILE,
  snapThemes,
  startApp,
  type RunningApp,
} from "./harness.ts";
import { addIngredients, completeWizard, newAccount } from "./steps.ts";

const root = path.resolve(import.meta.dirname, "../..");

interface StandIn {
  url: string;
  secretKey: string;
  webhookSecret: string;
  priceId: string;
}

/**
 * The local Stripe (api/src/modules/billing/testing) in a process of its own, posting its signed
 * webhooks to the app. The paid checkout's events come a moment after the cook is sent back, as they
 * do with Stripe: the return page is seen waiting, then turning Premium.
 */
async function startStripe(webhookUrl: string): Promise<{ child: ChildProcess; standIn: StandIn }> {
  const cli = path.join(root, "api/src/modules/billing/testing/stand-in-cli.ts");
  const child = spawn(path.join(root, "node_modules/.bin/tsx"), [cli, webhookUrl, "2500"], {
    cwd: root,
    env: appEnv({}),
    stdio: ["ignore", "pipe", "inherit"],
  });
  const [line] = (await once(createInterface({ input: child.stdout! }), "line")) as [string];
  return { child, standIn: JSON.parse(line) as StandIn };
}

let stripe: { child: ChildProcess; standIn: StandIn };
let app: RunningApp;
let browser: Browser;
let page: Page;
/** Every Socket.IO frame the page received, over polling or the websocket. */
const frames: string[] = [];

before(async () => {
  // The stand-in needs the app's address for its webhooks, and the app the stand-in's for Stripe's API.
  const port = await freePort();
  stripe = await startStripe(`http://127.0.0.1:${port}/api/billing/webhook`);
  const { standIn } = stripe;
  app = await startApp(
    {
      STRIPE_SECRET_KEY: standIn.secretKey,
      STRIPE_WEBHOOK_SECRET: standIn.webhookSecret,
      STRIPE_PRICE_ID: standIn.priceId,
      STRIPE_API_BASE: standIn.url,
    },
    { port },
  );
  browser = await launchBrowser();
  // Checkout sends the cook back to the app's public address (localhost when none is set): the
  // browser uses it from the start so the session cookie goes along.
  const baseURL = app.url.replace("127.0.0.1", "localhost");
  page = await (await browser.newContext({ viewport: MOBILE, baseURL, locale: "pt-BR" })).newPage();
  page.on("websocket", (ws) => ws.on("framereceived", ({ payload }) => frames.push(String(payload))));
  page.on("response", async (res) => {
    if (res.url().includes("/socket.io/")) frames.push(await res.text().catch(() => ""));
  });
});
after(async () => {
  await browser?.close();
  await app?.stop();
  if (stripe && stripe.child.exitCode === null) {
    const exited = once(stripe.child, "exit");
    stripe.child.kill("SIGTERM");
    await exited;
  }
});

const cook = newAccount("Marta Ribeiro");
let firstRecipe = "";

describe("Premium bought and cancelled", () => {
  it("a visitor on the plans signs up and comes back to them", async () => {
    await page.goto("/subscribe");
    await page.getByRole("heading", { level: 1, name: "Cozinhe sem limites com o Premium" }).waitFor();
    assert.equal(await page.title(), "Assinar Premium · ChefZap");
    await snapThemes(page, "billing-01-subscribe-visitor");
    // Side by side, the two plans' buttons line up, though only Premium's has a line beneath it.
    await page.setViewportSize(DESKTOP);
    const tops = await Promise.all(
      ["Criar conta e assinar", "Começar grátis"].map(
        async (name) => (await page.getByRole("link", { name }).boundingBox())?.y,
      ),
    );
    assert.equal(tops[0], tops[1]);
    await page.setViewportSize(MOBILE);
    await page.getByRole("link", { name: "Criar conta e assinar" }).click();
    await page.waitForURL("**/register");
    await completeWizard(page, cook);
    await page.waitForURL("**/subscribe");
    await page.getByRole("button", { name: "Assinar Premium" }).waitFor();
  });

  it("a free cook who used the 3 recipes is sent to the plans", async () => {
    for (let made = 1; made <= 4; made++) {
      await page.goto("/");
      await addIngredients(page, ["ovo", "queijo"]);
      await page.getByRole("button", { name: "Gerar receita" }).click();
      if (made > 3) break;
      await page.waitForURL(/\/recipes\/[^/]+$/);
      firstRecipe ||= new URL(page.url()).pathname;
    }
    await page.getByText("Suas receitas grátis acabaram").waitFor();
    await page.getByRole("button", { name: "Assinar" }).click();
    await page.waitForURL("**/subscribe");
    await page.getByText("Você já usou 3 de 3 receitas grátis.").waitFor();
    await snapThemes(page, "billing-02-subscribe-free");
  });

  it("pays in the provider's checkout and the return page turns Premium live", async () => {
    await page.getByRole("button", { name: "Assinar Premium" }).click();
    await page.waitForURL(`${stripe.standIn.url}/checkout/**`);
    await page.getByRole("button", { name: /Pagar R\$ 9,90/ }).click();

    await page.waitForURL(/\/subscribe\/sucesso\?session_id=cs_test_/);
    await page.getByRole("heading", { name: "Confirmando seu pagamento…" }).waitFor();
    await page.screenshot({ path: "test-results/e2e/billing-03-confirming-390.png" });
    await page.getByRole("heading", { name: "Premium ativado!" }).waitFor({ timeout: 15_000 });
    assert.ok(
      frames.some((frame) => frame.includes('"billing:updated"') && frame.includes('"premium"')),
      "Premium arrived over the socket",
    );
    assert.equal(await page.title(), "Premium ativado · ChefZap");
    await snapThemes(page, "billing-04-premium-activated");
  });

  it("Nova Versão works for the new subscriber", async () => {
    await page.goto(firstRecipe);
    await page.getByRole("button", { name: "Nova Versão" }).click();
    await page.getByText("Nova versão pronta!").waitFor({ timeout: 30_000 });
  });

  it("'Minha assinatura' shows the next charge and the paid invoice", async () => {
    await page.setViewportSize(DESKTOP);
    await page.goto("/dashboard");
    await page.getByRole("button", { name: /Menu da conta/ }).click();
    await page.getByRole("menuitem", { name: "Minha assinatura" }).click();
    await page.waitForURL("**/subscribe");
    const card = page.getByRole("region", { name: "Minha assinatura" });
    await card.getByText("Ativa", { exact: true }).waitFor();
    await card.getByText(/R\$\s9,90 em \d{2}\/\d{2}\/\d{4}/).waitFor();
    const rows = card.getByRole("table", { name: "Faturas da assinatura" }).getByRole("row");
    assert.equal(await rows.count(), 2);
    await rows.nth(1).getByText("Paga").waitFor();
    assert.equal(await page.title(), "Minha assinatura · ChefZap");
    await page.setViewportSize(MOBILE);
    await snapThemes(page, "billing-05-my-subscription");
  });

  it("cancels at the end of the period, keeps Premium, and can resume", async () => {
    const card = page.getByRole("region", { name: "Minha assinatura" });
    const nextCharge = (await card.getByText(/R\$\s9,90 em /).textContent())!.match(
      /\d{2}\/\d{2}\/\d{4}/,
    )![0];
    await card.getByRole("button", { name: "Cancelar assinatura" }).click();
    const dialog = page.getByRole("dialog", { name: "Cancelar a assinatura Premium?" });
    await dialog.getByText(`Você continua com o Premium até ${nextCharge}`, { exact: false }).waitFor();
    await snapThemes(page, "billing-06-cancel-dialog");
    await dialog.getByRole("button", { name: "Cancelar assinatura" }).click();

    await card.getByText(`Cancelada — Premium até ${nextCharge}`).waitFor();
    await card.getByRole("button", { name: "Retomar assinatura" }).waitFor();
    const user = await page.evaluate(() => fetch("/api/user").then((r) => r.json()));
    assert.equal(user.plan, "premium", "Premium stays until the end of the paid period");
    await snapThemes(page, "billing-07-cancelled");

    await card.getByRole("button", { name: "Retomar assinatura" }).click();
    await card.getByText("Ativa", { exact: true }).waitFor();
    await card.getByRole("button", { name: "Cancelar assinatura" }).waitFor();
  });
});
