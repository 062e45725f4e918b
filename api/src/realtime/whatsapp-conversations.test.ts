import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { describeKitchenConversation } from "../test/kitchen-conversation.ts";
import {
  linkPremium,
  newPhone,
  startChatServer,
  startTerminalChat,
  startWebhookChat,
  storedMessages,
  type ChatServer,
} from "../test/whatsapp-chat.ts";

// One api for the three channels; the processes in front of it start side by side.
let chat: ChatServer;
let terminal: Awaited<ReturnType<typeof startTerminalChat>>;
let cloud: Awaited<ReturnType<typeof startWebhookChat>>;
let twilio: Awaited<ReturnType<typeof startWebhookChat>>;
const terminalPhone = newPhone();

beforeAll(async () => {
  chat = await startChatServer();
  [terminal, cloud, twilio] = await Promise.all([
    startTerminalChat(chat, terminalPhone),
    startWebhookChat(chat, "cloud-api"),
    startWebhookChat(chat, "twilio"),
  ]);
}, 60_000);
afterAll(async () => {
  await Promise.all([terminal?.stop(), cloud?.stop(), twilio?.stop()]);
  await chat?.server.close();
});

/** A fresh number on a webhook provider, linked to a new Premium account. */
async function linkedPerson(provider: typeof cloud) {
  const phone = newPhone();
  const say = provider.person(phone);
  return { phone, say, agent: await linkPremium(chat.server, say) };
}

describeKitchenConversation(
  "the terminal (npm run chat)",
  async () => {
    await linkPremium(chat.server, terminal.say);
    return terminal.say;
  },
  { kind: "calories and list", text: "me passa as calorias e a lista de compras" },
);

describeKitchenConversation(
  "Cloud API webhooks (X-Hub-Signature-256) and the Graph API",
  async () => (await linkedPerson(cloud)).say,
  {
    kind: "dish and list",
    text: "faz um strogonoff de frango e manda a lista de compras",
    title: /^Estrogonofe de frango/,
  },
);

describeKitchenConversation(
  "Twilio webhooks (X-Twilio-Signature) and Twilio's REST API",
  async () => (await linkedPerson(twilio)).say,
  {
    kind: "dish and list",
    text: "faz uma lasanha de berinjela e me manda a lista de compras",
    title: /^Lasanha de berinjela/i,
  },
);

describe("Twilio, beyond the conversation", () => {
  it("answers the week's shopping list after a weekly menu, not the last recipe's", async () => {
    const { say, agent } = await linkedPerson(twilio);
    await agent
      .post("/api/nutritional-profile")
      .send({
        objetivo: "perda-peso",
        sexo: "feminino",
        idade: 34,
        altura: 162,
        peso: 68,
        nivelAtividade: "leve",
      })
      .expect(200);
    const recipe = await say("tenho frango, batata e cenoura");
    expect(recipe).toContain("*Ingredientes*");

    const week = await say("monta meu cardápio da semana");
    expect(week).toContain("*Cardápio Semanal – Perda de Peso*");
    const list = await say("qual a lista de compras?");
    expect(list).toContain("*Lista de compras da semana*");
    expect(list).not.toMatch(/\*Lista de compras: /);
  });

  it("answers a burst past the limit or covers it with one 'come back in N seconds', storing every message", async () => {
    const { phone } = await linkedPerson(twilio);
    const before = twilio.textsTo(phone).length;
    const texts = ["oi", "tem alguém aí?", "kkk", "menu", "tenho frango e batata", "obrigado"];
    const burst = Array.from({ length: 25 }, (_, i) => `${texts[i % texts.length]} ${i + 1}`);
    const started = performance.now();
    const ids: string[] = [];
    for (const text of burst) ids.push(await twilio.send(phone, text));
    expect(performance.now() - started).toBeLessThan(5000);
    for (const id of ids) await twilio.answered(id);

    const stored = await storedMessages(chat.server, ids);
    expect(stored.map((row) => row.messageId).sort()).toEqual([...ids].sort());
    expect(stored.every((row) => row.status === "processed")).toBe(true);
    const waits = twilio
      .textsTo(phone)
      .slice(before)
      .filter((text) => /Daqui a \d+ segundos/.test(text));
    expect(waits).toHaveLength(1);
    // Answered up to the wait; after it, silence until the minute is over.
    const wait = stored.findIndex((row) => JSON.stringify(row.replies).includes("Daqui a"));
    expect(wait).toBeGreaterThan(0);
    expect(stored.slice(0, wait).every((row) => row.replies !== null)).toBe(true);
    expect(stored.slice(wait + 1).every((row) => row.replies === null)).toBe(true);
  });
});
