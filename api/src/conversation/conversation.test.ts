import { eq } from "drizzle-orm";
import type { Express } from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { conversationsTable, inboundMessagesTable } from "../db/schema/index.ts";
import { createTestContext, signedInAgent, type TestContext } from "../test/context.ts";
import { testImage } from "../test/images.ts";
import { fakeChannel, readable } from "./testing/fake-channel.ts";

let ctx: TestContext;
let chat: ReturnType<typeof fakeChannel>;
let phones = 0;

beforeAll(async () => {
  ctx = await createTestContext(
    { GENERATIONS_PER_MINUTE: "1000" },
    // The photo's reading is the vision model's job, tested on its own; here it sees two foods.
    {
      vision: {
        detect: async () => [
          { name: "Tomates", confidence: 0.9 },
          { name: "ovos", confidence: 0.8 },
        ],
      },
    },
  );
  chat = fakeChannel(ctx);
});
afterAll(() => ctx.close());

const newPhone = () => `55119${String(10_000_000 + (phones += 1)).slice(-8)}`;

/** A Premium account with its number linked through the code shown on the web. */
async function linkedPremium(app: Express = ctx.app) {
  const { agent, payload } = await signedInAgent(app);
  await ctx.services.users.setPlan(payload.email, "premium");
  const { code } = (await agent.post("/api/whatsapp/link-code").expect(201)).body as { code: string };
  const phone = newPhone();
  const replies = await chat.say(phone, `vincular ${code}`);
  expect(readable(replies)).toContain("Seu WhatsApp está conectado");
  return { agent, payload, phone };
}

describe("WhatsApp conversation (offline chef)", () => {
  it("explains the Premium plan to an unknown number and never makes a recipe", async () => {
    const replies = await chat.say(newPhone(), "tenho frango, batata e cenoura");
    expect(replies.map((r) => r.kind)).toEqual(["text"]);
    expect(readable(replies)).toMatch(/plano Premium \(R\$\s9,90\/mês/);
    expect(readable(replies)).toContain("https://chefzap.test/subscribe");
  });

  it("explains the plan to a stranger once an hour, not at every message", async () => {
    const stranger = newPhone();
    expect(await chat.say(stranger, "oi")).toHaveLength(1);
    expect(await chat.say(stranger, "oi??")).toEqual([]);
    expect(await chat.say(stranger, "tenho ovo")).toEqual([]);
  });

  it("stops a flood: 20 messages a minute are answered, then one warning that says when, then quiet", async () => {
    const { phone } = await linkedPremium(); // "vincular …" was the first message of the minute
    for (let i = 0; i < 18; i += 1) expect(await chat.say(phone, "ajuda")).toHaveLength(1);
    expect(readable(await chat.say(phone, "ajuda"))).toContain("Como falar comigo");
    expect(readable(await chat.say(phone, "ajuda"))).toMatch(
      /Recebi muitas mensagens seguidas\. Daqui a \d+ segundos eu volto a responder/,
    );
    expect(await chat.say(phone, "tenho frango")).toEqual([]);
    // Nothing is lost: every message of the flood is in the stored inbox.
    const stored = await ctx.database.db
      .select({ text: inboundMessagesTable.text })
      .from(inboundMessagesTable)
      .where(eq(inboundMessagesTable.senderPhone, phone));
    expect(stored).toHaveLength(22);
  });

  it("makes a recipe from 'tenho frango, batata e cenoura', then its shopping list, nutrition and a change", async () => {
    const { phone } = await linkedPremium();
    const [card, options] = await chat.say(phone, "tenho frango, batata e cenoura");
    expect(card?.kind).toBe("recipe");
    if (card?.kind !== "recipe") return;
    const lines = card.recipe.ingredients.join("\n").toLowerCase();
    for (const food of ["frango", "batata", "cenoura"]) expect(lines).toContain(food);
    expect(card.recipe.url).toBe(`https://chefzap.test/recipes/${card.recipe.id}`);
    expect(options?.kind).toBe("options");

    const [list] = await chat.say(phone, "lista de compras");
    // What to buy as a shop sells it; what the cook said they have and the salt are not to buy.
    const items = list?.kind === "list" ? list.items : [];
    expect(items).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^Alho — 1 cabeça · a receita usa \d+ dentes$/),
        expect.stringMatching(/^Azeite — 1 garrafa \(500 ml\) · a receita usa \d+ colher(es)? \(sopa\)$/),
        expect.stringMatching(/^Confira se tem em casa: sal, pimenta-do-reino$/),
        expect.stringMatching(/^Você já tem: \d+ g de frango, \d+ batatas, \d+ cenouras?$/),
      ]),
    );
    expect(items.join("\n")).not.toMatch(/água|^(Frango|Batatas?|Cenoura) —/m);

    const nutrition = readable(await chat.say(phone, "quantas calorias tem?"));
    expect(nutrition).toMatch(/\d+ kcal/);
    expect(nutrition).toContain("TACO");

    const [changed] = await chat.say(phone, "sem cenoura");
    expect(changed?.kind).toBe("recipe");
    if (changed?.kind === "recipe") {
      expect(changed.recipe.id).not.toBe(card.recipe.id);
      expect(changed.recipe.ingredients.join(" ").toLowerCase()).not.toContain("cenoura");
    }
    const mine = readable(await chat.say(phone, "minhas receitas"));
    expect(mine).toContain(card.recipe.title);
  });

  it("lists a dish's named food to buy, as the cook asked for the dish and never said they had it", async () => {
    const { phone } = await linkedPremium();
    const [cake] = await chat.say(phone, "quero um bolo de chocolate");
    expect(cake?.kind).toBe("recipe");
    const [list] = await chat.say(phone, "lista de compras");
    const items = list?.kind === "list" ? list.items : [];
    expect(items.join("\n")).toMatch(/^Chocolate/im);
    expect(items.join("\n")).not.toMatch(/Você já tem/);
    await chat.say(phone, "tenho frango, faz um estrogonofe");
    const [second] = await chat.say(phone, "lista de compras");
    expect(second?.kind === "list" ? second.items.join("\n") : "").toMatch(/^Você já tem: .*frango/im);
  });

  it("warns about a declared allergy in the nutrition answer", async () => {
    const { agent, phone } = await linkedPremium();
    await agent
      .put("/api/me/allergies")
      .send({ allergies: ["ovos"] })
      .expect(200);
    await chat.say(phone, "o que faço com ovo e queijo?");
    const answer = readable(await chat.say(phone, "tem glúten?"));
    expect(answer).toMatch(/\*Ovos?\* ⚠️ \*você declarou alergia\*/);
  });

  it("follows the numbered menu: 1 asks for ingredients and a bare list then makes the recipe", async () => {
    const { phone } = await linkedPremium();
    expect(readable(await chat.say(phone, "menu"))).toContain("1. Receita com o que tenho");
    expect(readable(await chat.say(phone, "1"))).toContain("Quais ingredientes você tem?");
    const [card] = await chat.say(phone, "ovo, queijo");
    expect(card?.kind).toBe("recipe");
    expect(readable(await chat.say(phone, "ajuda"))).toContain("Como falar comigo");
    expect(readable(await chat.say(phone, "cancelar"))).toContain("cancelei");
  });

  it("answers every numbered choice: 2 asks for a photo, 3 to 6 act on the last recipe", async () => {
    const { phone } = await linkedPremium();
    expect(readable(await chat.say(phone, "3"))).toContain("ainda não tem uma receita");
    expect(readable(await chat.say(phone, "2"))).toContain("Mande uma foto");
    await chat.say(phone, "tenho frango e arroz");
    expect(readable(await chat.say(phone, "4"))).toMatch(/\d+ kcal/);
    expect(readable(await chat.say(phone, "5"))).toMatch(/^Lista de compras: /);
    expect(readable(await chat.say(phone, "6"))).toContain("Suas receitas mais recentes");
    expect(readable(await chat.say(phone, "3"))).toContain("O que você quer mudar");
    const [changed] = await chat.say(phone, "para 4 pessoas");
    expect(changed?.kind === "recipe" && changed.recipe.servings).toBe(4);
  });

  it("reads a photo, asks for confirmation and makes the recipe on 'sim'", async () => {
    const { phone } = await linkedPremium();
    const photo = await testImage("jpeg", 320, 240);
    const found = await chat.say(phone, "", {
      media: { kind: "image", mimeType: "image/jpeg", data: photo },
    });
    expect(readable(found)).toMatch(/Encontrei na foto\ntomate\novo/);
    const [card] = await chat.say(phone, "sim");
    expect(card?.kind === "recipe" && /tomate/i.test(card.recipe.ingredients.join(" "))).toBe(true);
  });

  it("says on the recipe card which of the cook's foods it left out, and why", async () => {
    const { phone } = await linkedPremium();
    const [card] = await chat.say(phone, "tenho frango, arroz e goiabada");
    expect(card?.kind).toBe("recipe");
    if (card?.kind === "recipe") {
      expect(card.recipe.ingredients.join(" ")).not.toMatch(/goiabada/i);
      expect(card.recipe.leftOut).toEqual([
        { ingredient: "goiabada", reason: expect.stringMatching(/^goiabada .{10,}/) },
      ]);
    }
  });

  it("answers off-topic questions with what ChefZap talks about", async () => {
    const { phone } = await linkedPremium();
    expect(readable(await chat.say(phone, "quem ganhou o jogo ontem?"))).toContain(
      "só converso sobre cozinha",
    );
  });

  it("asks a free account to subscribe, even when its number was linked while Premium", async () => {
    const { payload, phone } = await linkedPremium();
    await ctx.services.users.setPlan(payload.email, "free");
    const replies = await chat.say(phone, "tenho arroz e feijão");
    expect(readable(replies)).toContain("exclusivo do plano Premium");
    expect(replies.some((r) => r.kind === "recipe")).toBe(false);
  });

  it("asks for typed text when a voice note arrives and no transcription is configured", async () => {
    const { phone } = await linkedPremium();
    const replies = await chat.say(phone, "", {
      media: { kind: "audio", mimeType: "audio/ogg", data: new Uint8Array(10) },
    });
    expect(readable(replies)).toContain("Ainda não consigo ouvir áudios");
  });
});

describe("linking a number", () => {
  it("refuses a code to a free account", async () => {
    const { agent } = await signedInAgent(ctx.app);
    const res = await agent.post("/api/whatsapp/link-code").expect(403);
    expect(res.body.error).toBe("premium_required");
  });

  it("refuses a wrong code, an old code and a used code, and stops guessing after 5 tries", async () => {
    const { agent, payload } = await signedInAgent(ctx.app);
    await ctx.services.users.setPlan(payload.email, "premium");
    const first = (await agent.post("/api/whatsapp/link-code").expect(201)).body.code as string;
    const second = (await agent.post("/api/whatsapp/link-code").expect(201)).body.code as string;
    const phone = newPhone();
    // A new code replaces the previous one.
    if (first !== second)
      expect(readable(await chat.say(phone, `vincular ${first}`))).toContain("não confere");
    expect(readable(await chat.say(phone, `vincular ${second}`))).toContain("conectado");
    expect(readable(await chat.say(newPhone(), `vincular ${second}`))).toContain("não confere");

    const guesser = newPhone();
    for (let i = 0; i < 5; i += 1) await chat.say(guesser, `vincular ${String(i).padStart(6, "9")}`);
    const { code } = (await agent.post("/api/whatsapp/link-code").expect(201)).body as { code: string };
    expect(readable(await chat.say(guesser, `vincular ${code}`))).toContain("Muitas tentativas");
  });

  it("shows the linked number masked and unlinks it from the web", async () => {
    const { agent, phone } = await linkedPremium();
    const link = (await agent.get("/api/whatsapp/link").expect(200)).body;
    expect(link).toMatchObject({ linked: true, phone: `•••• ${phone.slice(-4)}` });
    await agent.delete("/api/whatsapp/link").expect(204);
    expect(readable(await chat.say(phone, "menu"))).toContain("vincular 123456");
  });
});

describe("the web chat", () => {
  it("counts recipes against the free quota like the web and says so in pt-BR", async () => {
    const { user } = await signedInAgent(ctx.app);
    const say = (text: string) => chat.say(user.id, text, { channel: "web", account: "web", sender: {} });
    for (let i = 0; i < 3; i += 1) expect((await say("tenho ovo e queijo"))[0]?.kind).toBe("recipe");
    const refused = await say("tenho ovo e queijo");
    expect(refused[0]).toMatchObject({ kind: "error", code: "needs_subscription" });
    // The offer is a button to the plans, and no token of the first clients reaches the text.
    expect(refused[1]).toMatchObject({
      kind: "link",
      label: "Conhecer o Premium",
      url: "/subscribe",
    });
    expect(readable(refused)).not.toContain("needsSubscription");
  });

  it("is in the account's data export and goes away with the account", async () => {
    const { agent, user } = await signedInAgent(ctx.app);
    await chat.say(user.id, "menu", { channel: "web", account: "web", sender: {} });
    const exported = (await agent.get("/api/me/export").expect(200)).body as {
      chats: Array<{ channel: string; messages: Array<{ role: string; text?: string }> }>;
    };
    expect(exported.chats).toHaveLength(1);
    expect(exported.chats[0]!.messages.map((m) => m.role)).toEqual(["user", "assistant"]);
    expect(exported.chats[0]!.messages[0]!.text).toBe("menu");

    await agent.delete("/api/me").expect(204);
    const left = await ctx.database.db
      .select()
      .from(conversationsTable)
      .where(eq(conversationsTable.key, user.id));
    expect(left).toEqual([]);
  });

  it("answers queued messages with what the turn before them left (a list right after its recipe)", async () => {
    const { user } = await signedInAgent(ctx.app);
    const web = { channel: "web" as const, account: "web", sender: {} };
    await chat.engine.receive(chat.inbound(user.id, "tenho ovo e queijo", web));
    await chat.engine.receive(chat.inbound(user.id, "lista de compras", web));
    await chat.engine.idle();
    const [recipe, , list] = chat.repliesTo(user.id);
    expect(recipe?.kind).toBe("recipe");
    expect(list).toMatchObject({ kind: "list", title: expect.stringMatching(/^Lista de compras: /) });
  });
});
