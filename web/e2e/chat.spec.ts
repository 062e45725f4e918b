import assert from "node:assert/strict";
import { after, before, describe, it } from "node:test";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { startChatModelStandIn, type ChatModelStandIn } from "./chat-model-stand-in.ts";
import { DESKTOP, launchBrowser, MOBILE, snap, startApp, type RunningApp } from "./harness.ts";
import { completeWizard, newAccount } from "./steps.ts";

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

const cook = newAccount("Rita Campos");
let page: Page;

describe("web chat", () => {
  it("goes from ingredients to a recipe card and on to the recipe page", async () => {
    const context = await browser.newContext({ viewport: DESKTOP, baseURL: app.url, locale: "pt-BR" });
    page = await context.newPage();
    // The answer must come over the /chat socket, not from reading the history again.
    const frames: string[] = [];
    page.on("websocket", (ws) => ws.on("framereceived", ({ payload }) => frames.push(String(payload))));
    page.on("response", async (res) => {
      if (res.url().includes("/socket.io/")) frames.push(await res.text().catch(() => ""));
    });
    await page.goto("/register");
    await completeWizard(page, cook);
    await page.waitForURL("**/dashboard");
    await page.getByRole("navigation", { name: "Principal" }).getByRole("link", { name: "Chat" }).click();
    await page.waitForURL("**/chat");

    await page.getByRole("heading", { name: "Oi! Eu sou o ChefZap" }).waitFor();
    const input = page.getByRole("textbox", { name: "Mensagem para o ChefZap" });
    await input.waitFor();
    assert.ok(
      await page.getByRole("button", { name: "Enviar mensagem" }).isDisabled(),
      "nothing to send yet",
    );
    await snap(page, "30-chat-empty", false);
    await page.setViewportSize(MOBILE);
    await snap(page, "30-chat-empty", false);
    await page.setViewportSize(DESKTOP);

    await input.fill("tenho ovo e queijo");
    await input.press("Enter");
    const messages = page.getByRole("list", { name: "Mensagens" });
    await messages.getByText("tenho ovo e queijo").waitFor();
    const card = messages.getByRole("article").first();
    await card.waitFor({ timeout: 30_000 });
    const title = (await card.getByRole("heading", { level: 3 }).textContent())?.trim() ?? "";
    assert.ok(title.length > 0, "the card has a title");
    await card.getByText(/^\d+ min$/).waitFor();
    await messages.getByRole("button", { name: "Lista de compras" }).waitFor();
    assert.ok(
      frames.some((f) => f.includes('"chat:reply"')),
      "the answer arrived on the socket",
    );
    assert.equal(await input.inputValue(), "", "the composer is cleared");
    await snap(page, "31-chat-recipe", false);
    await page.setViewportSize(MOBILE);
    await snap(page, "31-chat-recipe", false);

    await card.getByRole("link", { name: "Ver receita completa" }).click();
    await page.waitForURL(/\/recipes\/[^/]+$/);
    await page.getByRole("heading", { level: 1, name: title }).waitFor();
  });

  it("keeps the conversation after a reload, in the dark theme too", async () => {
    await page.goto("/chat");
    const messages = page.getByRole("list", { name: "Mensagens" });
    await messages.getByText("tenho ovo e queijo").waitFor();
    await messages.getByRole("article").first().waitFor();
    await page.evaluate(() => localStorage.setItem("chefzap-theme", "dark"));
    await page.reload();
    await messages.getByRole("article").first().waitFor();
    assert.equal(await messages.getByText("tenho ovo e queijo").count(), 1, "each line once");
    await snap(page, "32-chat-dark", false);
    await page.setViewportSize(DESKTOP);
    await snap(page, "32-chat-dark", false);
  });
});

const ANSWER =
  "Eu só converso sobre cozinha 🙂 Me conte o que tem na geladeira, por exemplo ovo, queijo e tomate, " +
  "que eu penso numa receita gostosa para hoje!";

describe("web chat with a model", () => {
  let withModel: RunningApp;
  let model: ChatModelStandIn;
  let context: BrowserContext | undefined;
  before(async () => {
    model = await startChatModelStandIn(ANSWER);
    withModel = await startApp({ OPENAI_API_KEY: "test", OPENAI_BASE_URL: model.url, AI_MAX_ATTEMPTS: "1" });
  });
  after(async () => {
    // An open page keeps its connections, and the app waits for them before it stops.
    await context?.close();
    await withModel?.stop();
    await model?.stop();
  });

  it("shows the answer as it is written, and the reply takes its place without moving", async () => {
    context = await browser.newContext({ viewport: MOBILE, baseURL: withModel.url, locale: "pt-BR" });
    const page = await context.newPage();
    const drafts: string[] = [];
    page.on("websocket", (ws) =>
      ws.on("framereceived", ({ payload }) => {
        if (String(payload).includes('"chat:draft"')) drafts.push(String(payload));
      }),
    );
    const who = newAccount("Dora Lima");
    const res = await context.request.post("/api/register", {
      data: { email: who.email, password: who.password, firstName: "Dora" },
    });
    assert.equal(res.status(), 201);
    await page.goto("/chat");
    const input = page.getByRole("textbox", { name: "Mensagem para o ChefZap" });
    const messages = page.getByRole("list", { name: "Mensagens" });
    // Two menus fill a phone's screen, so the conversation is held at its bottom as the answer comes.
    for (const n of [1, 2]) {
      await input.fill("menu");
      await input.press("Enter");
      await messages
        .getByRole("button", { name: "Receita com o que tenho" })
        .nth(n - 1)
        .waitFor();
    }

    await input.fill("quem ganhou o jogo ontem?");
    await input.press("Enter");
    const draft = page.getByText(ANSWER, { exact: true });
    await draft.waitFor({ timeout: 30_000 });
    assert.equal(
      await messages.getByText(ANSWER).count(),
      0,
      "a draft is not a line of the conversation yet",
    );
    assert.equal((await page.getByRole("status").textContent())?.trim(), "Escrevendo a resposta…");
    assert.ok(drafts.length > 3, `the words came a few at a time (${drafts.length} drafts)`);
    await snap(page, "33-chat-draft", false);
    await page.setViewportSize(DESKTOP);
    await snap(page, "33-chat-draft", false);
    await page.setViewportSize(MOBILE);
    const before = await draft.boundingBox();

    model.release();
    const reply = messages.getByText(ANSWER, { exact: true });
    await reply.waitFor();
    assert.equal(await page.getByText(ANSWER, { exact: true }).count(), 1, "the draft is gone");
    const after = await reply.boundingBox();
    assert.ok(before && after, "both bubbles are on screen");
    assert.ok(Math.abs(after.y - before.y) < 1, `the words stay put (${before.y} → ${after.y})`);
    assert.equal(after.x, before.x);
    assert.ok(Math.abs(after.height - before.height) < 1, "the bubble keeps its size");
    await snap(page, "34-chat-model-reply", false);
  });
});
