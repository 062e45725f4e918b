import assert from "node:assert/strict";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { after, before, describe, it } from "node:test";
import type { MailOutboxItem } from "@chefzap/shared";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { DESKTOP, launchBrowser, MOBILE, snapThemes, startApp, type RunningApp } from "./harness.ts";
import { completeWizard, newAccount, type Account } from "./steps.ts";

// No SMTP: the link only lives in the outbox, which an admin reads. The admin role reaches an account
// that signed up only at a start with ADMIN_EMAILS, so the app starts twice on one data folder.
const dataDir = mkdtempSync(path.join(os.tmpdir(), "chefzap-e2e-reset-"));
const admin = newAccount("Clara Admin");
const cook = newAccount("Rita Campos");
const newPassword = "moqueca456";
const start = () => startApp({ DATA_DIR: dataDir, ADMIN_EMAILS: admin.email });

let app: RunningApp;
let browser: Browser;
const contexts: BrowserContext[] = [];

async function signUpByApi(url: string, who: Account) {
  const [firstName, ...rest] = who.name.split(" ");
  const res = await fetch(`${url}/api/register`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email: who.email, password: who.password, firstName, lastName: rest.join(" ") }),
  });
  assert.equal(res.status, 201);
}

before(async () => {
  const first = await start();
  await signUpByApi(first.url, admin);
  await first.stop();
  app = await start();
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
  await app?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

async function newPage(viewport = MOBILE): Promise<Page> {
  const context = await browser.newContext({ viewport, baseURL: app.url, locale: "pt-BR" });
  contexts.push(context);
  return context.newPage();
}

/** The newest e-mail of a template to an address, as the admin reads it in the outbox. */
async function outboxMail(to: string, template: MailOutboxItem["template"]): Promise<MailOutboxItem> {
  const context = await browser.newContext({ baseURL: app.url });
  try {
    const login = await context.request.post("/api/login", {
      data: { email: admin.email, password: admin.password },
    });
    assert.equal(login.status(), 200);
    for (let tries = 0; tries < 50; tries++) {
      const res = await context.request.get("/api/admin/mail-outbox?limit=20");
      assert.equal(res.status(), 200, "an admin reads the outbox");
      const found = ((await res.json()) as MailOutboxItem[]).find(
        (m) => m.to === to && m.template === template,
      );
      if (found) return found;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`no ${template} e-mail to ${to}`);
  } finally {
    await context.close();
  }
}

const user = (page: Page) => page.request.get("/api/user");

describe("Esqueci minha senha", () => {
  let oldSession: Page;
  let page: Page;
  let link: string;

  it("a cook signed in on a phone forgets the password elsewhere and asks for a link", async () => {
    oldSession = await newPage();
    await oldSession.goto("/register");
    await completeWizard(oldSession, cook);
    await oldSession.waitForURL("**/dashboard");
    assert.equal((await user(oldSession)).status(), 200);

    page = await newPage(DESKTOP);
    await page.goto("/auth");
    await page.getByRole("textbox", { name: "E-mail" }).fill(cook.email);
    await page.getByRole("link", { name: "Esqueci minha senha" }).click();
    await page.waitForURL("**/esqueci-senha");
    assert.equal(await page.getByRole("textbox", { name: "E-mail" }).inputValue(), cook.email);
    await snapThemes(page, "reset-01-forgot");

    await page.getByRole("button", { name: "Enviar link" }).click();
    await page
      .getByRole("status")
      .getByText(
        "Se houver uma conta com este e-mail, enviamos um link para redefinir a senha. Confira sua caixa de entrada e o spam.",
      )
      .waitFor();
    await snapThemes(page, "reset-02-sent");
  });

  it("the admin finds the link in the outbox, bodies and all, since no SMTP is set up", async () => {
    const mail = await outboxMail(cook.email, "password_reset");
    assert.equal(mail.status, "not_configured");
    assert.equal(mail.subject, "Redefinição de senha do ChefZap");
    const found = /http\S+\/redefinir-senha\?token=[\w-]{43}/.exec(mail.text);
    assert.ok(found, "the text carries the link");
    assert.ok(mail.html.includes(found[0]), "the HTML too");
    link = found[0];
    // Without PUBLIC_URL the links point at this machine's own address.
    assert.ok(link.startsWith(`http://localhost:${new URL(app.url).port}/redefinir-senha?token=`), link);
  });

  it("the link opens the new-password page; the new password signs out every session", async () => {
    const { pathname, search } = new URL(link);
    await page.goto(`${pathname}${search}`);
    await page.getByRole("heading", { name: "Criar nova senha" }).waitFor();
    await page.getByLabel("Nova senha", { exact: true }).fill(newPassword);
    await page.getByLabel("Confirmar nova senha", { exact: true }).fill("moqueca457");
    await page.getByRole("button", { name: "Mostrar nova senha" }).click();
    await page.getByRole("button", { name: "Salvar nova senha" }).click();
    await page.getByText("Senhas não coincidem").waitFor();
    await snapThemes(page, "reset-03-new-password");

    await page.getByLabel("Confirmar nova senha", { exact: true }).fill(newPassword);
    await page.getByRole("button", { name: "Salvar nova senha" }).click();
    await page.waitForURL("**/auth");
    await page.getByText("Senha redefinida!").waitFor();
    await snapThemes(page, "reset-04-login");

    assert.equal((await user(oldSession)).status(), 401, "the phone's session ended");
    await oldSession.reload();
    await oldSession.waitForURL("**/auth");

    const notice = await outboxMail(cook.email, "password_changed");
    assert.equal(notice.subject, "Sua senha do ChefZap foi alterada");
  });

  it("the link works once; the old password no longer signs in, the new one does", async () => {
    const { pathname, search } = new URL(link);
    await page.goto(`${pathname}${search}`);
    await page.getByLabel("Nova senha", { exact: true }).fill("outra-senha-1");
    await page.getByLabel("Confirmar nova senha", { exact: true }).fill("outra-senha-1");
    await page.getByRole("button", { name: "Salvar nova senha" }).click();
    await page.getByText("Este link de redefinição é inválido ou expirou. Peça um novo.").waitFor();
    await snapThemes(page, "reset-05-used-link");

    await page.goto("/auth");
    await page.getByRole("textbox", { name: "E-mail" }).fill(cook.email);
    await page.getByLabel("Senha", { exact: true }).fill(cook.password);
    await page.getByRole("button", { name: "Entrar" }).last().click();
    await page.getByText("E-mail ou senha incorretos.").waitFor();
    await page.getByLabel("Senha", { exact: true }).fill(newPassword);
    await page.getByRole("button", { name: "Entrar" }).last().click();
    await page.waitForURL("**/dashboard");
  });

  it("'Alterar senha' in the user menu changes it again and keeps this session", async () => {
    await page.getByRole("button", { name: /Menu da conta de Rita/ }).click();
    await page.getByRole("menuitem", { name: "Alterar senha" }).click();
    await page.waitForURL("**/perfil/seguranca");
    await page.getByLabel("Senha atual", { exact: true }).fill("chute-errado");
    await page.getByLabel("Nova senha", { exact: true }).fill("bobo-de-camarao7");
    await page.getByLabel("Confirmar nova senha", { exact: true }).fill("bobo-de-camarao7");
    await page.getByRole("button", { name: "Alterar senha" }).click();
    await page.getByText("A senha atual está incorreta.").waitFor();
    await snapThemes(page, "reset-06-security-error");

    await page.getByLabel("Senha atual", { exact: true }).fill(newPassword);
    await page.getByRole("button", { name: "Alterar senha" }).click();
    await page
      .getByRole("status")
      .getByText("As sessões abertas em outros aparelhos foram encerradas")
      .waitFor();
    await snapThemes(page, "reset-07-security-done");
    assert.equal((await user(page)).status(), 200, "this session stays");
  });
});
