import assert from "node:assert/strict";
import { readFile } from "node:fs/promises";
import { after, before, describe, it } from "node:test";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { DESKTOP, launchBrowser, MOBILE, snap, snapThemes, startApp, type RunningApp } from "./harness.ts";
import { completeWizard, newAccount } from "./steps.ts";

let app: RunningApp;
let browser: Browser;
let context: BrowserContext;
let page: Page;

before(async () => {
  app = await startApp();
  browser = await launchBrowser();
  context = await browser.newContext({ viewport: DESKTOP, baseURL: app.url, locale: "pt-BR" });
  page = await context.newPage();
});
after(async () => {
  await browser?.close();
  await app?.stop();
});

// Spec part 2, "Legal pages": twelve, thirteen and nine sections, each with a back button to /.
const documents = [
  { link: "Privacidade", path: "/privacidade", title: "Política de Privacidade", sections: 12, shot: "85" },
  { link: "Termos de uso", path: "/termos", title: "Termos de Uso", sections: 13, shot: "86" },
  { link: "Cookies", path: "/cookies", title: "Política de Cookies", sections: 9, shot: "87" },
];

/** How far below the sticky header a heading sits: negative means the header covers it. */
async function gapBelowHeader(heading: ReturnType<Page["getByRole"]>): Promise<number> {
  const header = await page.getByRole("banner").boundingBox();
  const box = await heading.boundingBox();
  assert.ok(header && box, "header and heading are laid out");
  return box.y - (header.y + header.height);
}

describe("legal pages", () => {
  for (const doc of documents) {
    it(`opens ${doc.title} from the footer: ${doc.sections} sections, contents that jump, a way back`, async () => {
      await page.setViewportSize(DESKTOP);
      await page.goto("/");
      await page.getByRole("contentinfo").getByRole("link", { name: doc.link, exact: true }).click();
      await page.waitForURL(`**${doc.path}`);
      const article = page.getByRole("article", { name: doc.title });
      await article.waitFor();
      assert.equal(await article.getByRole("region").count(), doc.sections);
      assert.match(await page.title(), new RegExp(`^${doc.title} . ChefZap$`));
      await page.getByText("Última atualização: 23 de novembro de 2026").waitFor();

      const contents = page.getByRole("navigation", { name: "Nesta página" }).getByRole("link");
      assert.equal(await contents.count(), doc.sections);
      await contents.last().click();
      await page.waitForURL(/#[a-z-]+$/);
      const last = article.getByRole("region").last().getByRole("heading", { level: 2 });
      await last.waitFor();
      // Smooth scrolling takes a moment; the heading must end up in view, not under the sticky header.
      await page.waitForFunction(() => window.scrollY > 0);
      await page.waitForTimeout(800);
      assert.ok((await gapBelowHeader(last)) >= 0, "the section's heading is not under the header");

      await page.evaluate(() => window.scrollTo(0, 0));
      // The pointer left over from the clicks would paint one contents link as hovered in the shots.
      await page.mouse.move(0, 0);
      await snapThemes(page, `${doc.shot}-legal-${doc.path.slice(1)}`);

      await page.setViewportSize(MOBILE);
      await page.getByRole("link", { name: "Voltar ao início" }).click();
      await page.waitForURL((url) => url.pathname === "/");
    });
  }

  it("sign-up opens the terms and the privacy policy in a new tab, keeping what was typed", async () => {
    await page.setViewportSize(MOBILE);
    await page.goto("/auth?mode=register");
    await page.getByRole("textbox", { name: "E-mail" }).fill("leitora@exemplo.com.br");
    await page.getByText(/^Ao criar sua conta, você confirma que tem 18 anos ou mais/).waitFor();
    for (const [name, path] of [
      ["Termos de Uso", "/termos"],
      ["Política de Privacidade", "/privacidade"],
    ] as const) {
      const [tab] = await Promise.all([
        context.waitForEvent("page"),
        page.getByRole("link", { name: new RegExp(`^${name}`) }).click(),
      ]);
      await tab.waitForURL(`**${path}`);
      await tab.getByRole("heading", { level: 1, name }).waitFor();
      await tab.close();
    }
    assert.equal(await page.getByRole("textbox", { name: "E-mail" }).inputValue(), "leitora@exemplo.com.br");
    await snap(page, "88-legal-sign-up-consent", false);
  });

  it("a signed-in reader downloads their data and deletes the account from the privacy policy", async () => {
    const reader = newAccount("Lívia Campos");
    await page.setViewportSize(MOBILE);
    await page.goto("/register");
    await completeWizard(page, reader);
    await page.waitForURL("**/dashboard");

    await page.goto("/privacidade#direitos");
    const panel = page.getByRole("group", { name: "Seus dados" });
    await panel.getByText(reader.email).waitFor();
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      panel.getByRole("link", { name: "Baixar meus dados" }).click(),
    ]);
    assert.match(download.suggestedFilename(), /^chefzap-meus-dados-\d{4}-\d{2}-\d{2}\.json$/);
    const exported = JSON.parse(await readFile(await download.path(), "utf8"));
    assert.equal(exported.user.email, reader.email);

    await panel.getByRole("button", { name: "Excluir minha conta" }).click();
    const dialog = page.getByRole("dialog", { name: "Excluir sua conta?" });
    await dialog.getByLabel("Digite EXCLUIR para confirmar").fill("EXCLUIR");
    await snap(page, "89-legal-delete-account", false);
    await dialog.getByRole("button", { name: "Excluir para sempre" }).click();
    await page.getByText("Sua conta foi excluída.").waitFor();
    await panel.getByRole("link", { name: "Entrar na minha conta" }).waitFor();

    // The account is gone for the server too: its password no longer opens anything.
    const login = await page.request.post("/api/login", {
      data: { email: reader.email, password: reader.password },
      headers: { Origin: app.url },
    });
    assert.equal(login.status(), 401);
  });
});
