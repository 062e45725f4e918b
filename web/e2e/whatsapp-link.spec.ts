import assert from "node:assert/strict";
import { spawn, spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { after, before, describe, it } from "node:test";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { appEnv } from "./env.ts";
import { launchBrowser, MOBILE, snapThemes, startApp, type RunningApp } from "./harness.ts";
import { completeWizard, newAccount } from "./steps.ts";

const root = path.resolve(import.meta.dirname, "../..");
// The account's plan is changed between two runs of the app on one data folder: PGlite takes one
// process at a time, and `npm run plan:set` is how plans change until billing exists.
const dataDir = mkdtempSync(path.join(os.tmpdir(), "chefzap-e2e-whatsapp-"));
const token = randomBytes(24).toString("hex");
const start = () => startApp({ DATA_DIR: dataDir, BOT_SERVICE_TOKEN: token });

let app: RunningApp;
let browser: Browser;
let context: BrowserContext;
let page: Page;

before(async () => {
  app = await start();
  browser = await launchBrowser();
  context = await browser.newContext({ viewport: MOBILE, locale: "pt-BR" });
  page = await context.newPage();
});
after(async () => {
  await browser?.close();
  await app?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

const cook = newAccount("Lúcia Prado");
const phone = "5511912345678";

function setPlan(email: string, plan: "free" | "premium") {
  const script = path.join(root, "api/scripts/plan-set.ts");
  const run = spawnSync(path.join(root, "node_modules/.bin/tsx"), [script, email, plan], {
    cwd: root,
    env: appEnv({ DATA_DIR: dataDir, LOG_LEVEL: "warn" }),
    encoding: "utf8",
  });
  assert.equal(run.status, 0, run.stderr);
}

/** Types lines into `npm run chat` as this WhatsApp number would, and returns what the bot answered. */
function whatsapp(lines: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ["--import", "tsx", "bot/src/chat.ts", "--as", phone], {
      cwd: root,
      env: appEnv({ API_URL: app.url, BOT_SERVICE_TOKEN: token, LOG_LEVEL: "warn" }),
      stdio: ["pipe", "pipe", "pipe"],
    });
    let out = "";
    child.stdout.on("data", (chunk: Buffer) => (out += chunk.toString()));
    child.on("error", reject);
    child.on("exit", (code) => (code === 0 ? resolve(out) : reject(new Error(`chat exited with ${code}`))));
    for (const line of lines) child.stdin.write(`${line}\n`);
    child.stdin.end();
  });
}

const snapAll = (name: string) => snapThemes(page, name);

const card = () => page.getByRole("region", { name: /WhatsApp/ });

describe("Conectar WhatsApp", () => {
  it("tells a free account that WhatsApp is Premium, with the plans link and no code", async () => {
    await page.goto(`${app.url}/register`);
    await completeWizard(page, cook);
    await page.waitForURL("**/dashboard");
    await card()
      .getByText(/faz parte do plano Premium, por R\$\s9,90\/mês/)
      .waitFor();
    assert.equal(
      await card().getByRole("link", { name: "Conhecer o Premium" }).getAttribute("href"),
      "/subscribe",
    );
    assert.equal(await card().getByRole("button", { name: /Gerar/ }).count(), 0);
    await snapAll("40-whatsapp-free");
  });

  it("links a Premium account by the code sent in the chat, never by the sign-up number, and unlinks it", async () => {
    await app.stop();
    setPlan(cook.email, "premium");
    app = await start();
    // The clock is ours so the code's ten minutes can pass at once; it still runs on its own.
    await page.clock.install();
    await page.goto(`${app.url}/dashboard`);

    // The number typed at sign-up is linked to nothing.
    const generate = card().getByRole("button", { name: "Gerar código" });
    await generate.waitFor();
    await snapAll("41-whatsapp-premium");
    await generate.click();
    const message = card().getByText(/^vincular \d{6}$/);
    await message.waitFor();
    const code = (await message.textContent())!.replace(/\D/g, "");
    assert.match((await card().getByRole("timer").textContent()) ?? "", /Expira em (10:00|9:5\d)/);
    await snapAll("42-whatsapp-code");

    const answer = await whatsapp([`vincular ${code}`]);
    assert.match(answer, /Seu WhatsApp está conectado/);
    // No reload: the card asks the api every few seconds while the code is live.
    const today = new Intl.DateTimeFormat("pt-BR").format(new Date());
    await card().getByText(`WhatsApp conectado (•••• 5678) desde ${today}`).waitFor({ timeout: 15_000 });
    await snapAll("43-whatsapp-linked");

    await card().getByRole("button", { name: "Desconectar" }).click();
    const dialog = page.getByRole("dialog", { name: "Desconectar o WhatsApp?" });
    await dialog.waitFor();
    await snapAll("44-whatsapp-unlink-dialog");
    await dialog.getByRole("button", { name: "Desconectar" }).click();
    await generate.waitFor();
    const link = await page.evaluate(async () => (await fetch("/api/whatsapp/link")).json());
    assert.deepEqual(link, { linked: false, phone: null, linkedAt: null });
  });

  it("shows 'Código expirado' after ten minutes and makes a new code", async () => {
    await card().getByRole("button", { name: "Gerar código" }).click();
    await card().getByRole("timer").waitFor();
    await page.clock.fastForward("10:01");
    await card().getByText("Código expirado", { exact: true }).waitFor();
    await snapAll("45-whatsapp-expired");
    await card().getByRole("button", { name: "Gerar novo código" }).click();
    await card()
      .getByText(/^vincular \d{6}$/)
      .waitFor();
  });
});
