import assert from "node:assert/strict";
import { after, before, describe, it } from "node:test";
import type { Browser, Locator, Page } from "playwright-core";
import { DESKTOP, launchBrowser, MOBILE, snap, startApp, type RunningApp } from "./harness.ts";
import { newAccount } from "./steps.ts";

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

/** The composer is on screen and the page itself has not scrolled away from it. */
async function composerInView(page: Page, input: Locator) {
  const box = await input.boundingBox();
  const viewport = page.viewportSize()!;
  assert.ok(box && box.y >= 0 && box.y + box.height <= viewport.height, `composer on screen (${box?.y})`);
  assert.equal(await page.evaluate(() => window.scrollY), 0, "the page did not scroll");
}

describe("a conversation in the web chat, on a phone", () => {
  it("holds 8 turns in WhatsApp Portuguese, with a failed send tried again, and offers Premium as a button", async () => {
    const context = await browser.newContext({ viewport: MOBILE, baseURL: app.url, locale: "pt-BR" });
    const page = await context.newPage();
    const who = newAccount("Lia Souza");
    const res = await context.request.post("/api/register", {
      data: { email: who.email, password: who.password, firstName: "Lia" },
    });
    assert.equal(res.status(), 201);
    await page.goto("/chat");
    const input = page.getByRole("textbox", { name: "Mensagem para o ChefZap" });
    const messages = page.getByRole("list", { name: "Mensagens" });
    const cards = messages.getByRole("article");
    const say = async (text: string) => {
      await input.fill(text);
      await input.press("Enter");
      await messages.getByText(text, { exact: true }).waitFor();
    };

    // 1. A greeting with a tail gets a warm answer and the options, not a refusal.
    await say("oi, td certo por ai?");
    await messages.getByText(/Tudo ótimo por aqui/).waitFor();
    await messages.getByRole("button", { name: "Receita com o que tenho" }).waitFor();

    // 2. Foods without commas, people and chat words: a recipe for 3 with foods only.
    await say("tenho frango batata e cenoura aqui kkk pra 3 pessoas");
    await cards.first().waitFor({ timeout: 30_000 });
    const ingredients = (await cards.first().getByRole("list").first().textContent()) ?? "";
    assert.ok(!/aqui|kkk|pessoas/i.test(ingredients), `no chat words among the foods: ${ingredients}`);
    await cards
      .first()
      .getByText(/3 porções/)
      .waitFor();

    // 3. A send that fails: the message says so, the layout holds, and trying again delivers it.
    await page.route("**/api/chat/messages", (route) => route.abort("internetdisconnected"));
    await input.fill("pode tirar a cenoura?");
    await input.press("Enter");
    const failed = messages.getByRole("alert");
    await failed.getByText(/Não enviada/).waitFor();
    await composerInView(page, input);
    await page.unroute("**/api/chat/messages");
    await failed.getByRole("button", { name: "Tentar de novo" }).click();
    await cards.nth(1).waitFor({ timeout: 30_000 });
    assert.match((await cards.nth(1).getByRole("heading", { level: 3 }).textContent()) ?? "", /sem cenoura/);
    await composerInView(page, input);

    // 4–6. Nutrition, thanks and laughter.
    await say("quantas calorias tem?");
    await messages.getByText(/kcal/).first().waitFor();
    await say("brigada!! ficou top");
    await messages
      .getByText(/Bom apetite|Que bom que você gostou/)
      .first()
      .waitFor();
    await say("kkkkk");
    await messages.getByText(/Posso ajudar com mais alguma coisa/).waitFor();

    // 7. A dish by name is the third free recipe.
    await say("faz um pudim de leite");
    await cards.nth(2).waitFor({ timeout: 30_000 });
    assert.match((await cards.nth(2).getByRole("heading", { level: 3 }).textContent()) ?? "", /^Pudim/);

    // 8. The fourth: the free recipes are over, and Premium is offered as a button, no code on screen.
    await say("agora faz um escondidinho de carne seca");
    const offer = messages.getByRole("link", { name: "Conhecer o Premium" });
    await offer.waitFor();
    assert.equal(
      await messages.getByText(/needsSubscription|localhost/).count(),
      0,
      "no code or address shown",
    );
    await composerInView(page, input);
    // What the phone shows, as the chat's other journeys take it: the page scrolls inside its list.
    for (const theme of ["light", "dark"] as const) {
      await page.evaluate(
        (dark) => document.documentElement.classList.toggle("dark", dark),
        theme === "dark",
      );
      await page.waitForTimeout(300);
      for (const viewport of [MOBILE, DESKTOP]) {
        await page.setViewportSize(viewport);
        await snap(page, `35-chat-conversation-${theme}`, false);
      }
    }
    await page.setViewportSize(MOBILE);
    await offer.click();
    await page.waitForURL("**/subscribe");
    await context.close();
  });
});
