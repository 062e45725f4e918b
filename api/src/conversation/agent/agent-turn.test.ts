import { Writable } from "node:stream";
import { chatSystemPrompt } from "@chefzap/prompts";
import { AIMessage, ToolMessage } from "@langchain/core/messages";
import { fakeModel, type FakeBuiltModel } from "@langchain/core/testing";
import { pino } from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { createTestContext, type TestContext } from "../../test/context.ts";
import { fakeChannel, readable } from "../testing/fake-channel.ts";
import { linkedPremium } from "../testing/linked-premium.ts";
import { createTools } from "../tools/index.ts";
import { createAgentTurn } from "./agent-turn.ts";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ GENERATIONS_PER_MINUTE: "1000" });
});
afterAll(() => ctx.close());

/** A chat whose model is scripted, over the real tools, services and offline chef. */
function chatWith(model: FakeBuiltModel) {
  const logs: string[] = [];
  const sink = new Writable({
    write(chunk, _encoding, done) {
      logs.push(String(chunk));
      done();
    },
  });
  const agent = createAgentTurn({ model, tools: createTools(ctx.services), logger: pino(sink) });
  return { chat: fakeChannel(ctx, { agent, draftEveryMs: 0 }), logs };
}

const recipesOf = async (userId: string) => (await ctx.services.recipes.listByUser(userId)).length;

describe("the chat with a model", () => {
  it("makes a recipe when the model calls gerar_receita, and the model reads only the tool's summary", async () => {
    const model = fakeModel()
      .respondWithTools([{ name: "gerar_receita", args: { ingredients: ["frango", "batata"] } }])
      .respond(new AIMessage("Bom apetite! Quer a lista de compras?"));
    const { chat } = chatWith(model);
    const { phone } = await linkedPremium(ctx, chat);

    const replies = await chat.say(phone, "o que eu faço com frango e batata?");
    expect(replies.map((r) => r.kind)).toEqual(["recipe", "options", "text"]);
    const [card] = replies;
    if (card?.kind !== "recipe") return;
    const lines = card.recipe.ingredients.join("\n").toLowerCase();
    expect(lines).toContain("frango");
    expect(lines).toContain("batata");
    expect(replies.at(-1)).toEqual({ kind: "text", text: "Bom apetite! Quer a lista de compras?" });
    // The message that called the tool carried words of its own; they were not the answer.
    expect(chat.draftsTo(phone)).toEqual(["Bom apetite! Quer a lista de compras?"]);

    const [first, second] = model.calls;
    expect(first?.messages[0]?.text).toBe(chatSystemPrompt.render({}));
    expect(first?.messages.at(-1)?.text).toBe("o que eu faço com frango e batata?");
    const toolMessage = second?.messages.at(-1);
    expect(ToolMessage.isInstance(toolMessage)).toBe(true);
    expect(toolMessage?.text).toBe(
      `Receita criada: ${card.recipe.title} (${card.recipe.servings} porções). Já foi mostrada à pessoa.`,
    );
  });

  it("answers nutrition through the tool on the next turn, with the last exchange as history", async () => {
    const model = fakeModel()
      .respondWithTools([{ name: "gerar_receita", args: { ingredients: ["ovo", "queijo"] } }])
      .respond(new AIMessage("Pronto!"))
      .respondWithTools([{ name: "nutricao_da_receita", args: {} }])
      .respond(new AIMessage(""));
    const { chat } = chatWith(model);
    const { phone } = await linkedPremium(ctx, chat);
    await chat.say(phone, "tenho ovo e queijo");

    const replies = await chat.say(phone, "e quantas calorias tem isso?");
    // The closing message was empty: the nutrition answer, with its link to the details, is the whole answer.
    expect(replies.map((r) => r.kind)).toEqual(["link"]);
    expect(readable(replies)).toMatch(/\d+ kcal/);
    expect(readable(replies)).toContain("TACO");
    const thirdCall = model.calls[2]!.messages.map((m) => [m.type, m.text]);
    expect(thirdCall.slice(1)).toEqual([
      ["human", "tenho ovo e queijo"],
      ["ai", expect.stringMatching(/^Receita criada: .+\nPronto!$/)],
      // The offline reader's understanding goes with the message as a hint.
      ["system", expect.stringContaining('intenção "nutrition"')],
      ["human", "e quantas calorias tem isso?"],
    ]);
  });

  it("answers off-topic in its own words without a tool, and commands never reach it", async () => {
    const model = fakeModel().respond(
      new AIMessage("Eu só converso sobre cozinha 🙂 Me conte o que tem na geladeira!"),
    );
    const { chat } = chatWith(model);
    const { phone } = await linkedPremium(ctx, chat);

    expect(await chat.say(phone, "quem ganhou o jogo ontem?")).toEqual([
      { kind: "text", text: "Eu só converso sobre cozinha 🙂 Me conte o que tem na geladeira!" },
    ]);
    expect(readable(await chat.say(phone, "menu"))).toContain("1. Receita com o que tenho");
    expect(model.callCount).toBe(1);
  });

  it("falls back to the rule-based reply when the model fails, and logs no words of the message", async () => {
    const limited = Object.assign(new Error("429 Rate limit reached"), { status: 429 });
    const { chat, logs } = chatWith(fakeModel().respond(limited));
    const { phone } = await linkedPremium(ctx, chat);

    const [card] = await chat.say(phone, "tenho frango, batata e cenoura");
    expect(card?.kind).toBe("recipe");
    const failure = logs.find((l) => l.includes("chat model failed"));
    expect(JSON.parse(failure ?? "{}")).toMatchObject({ failure: { status: 429 }, toolsRun: 0 });
    expect(logs.join("\n")).not.toMatch(/frango|cenoura/);
  });

  it("falls back once when the model's tool call does not fit the schema and its retry fails", async () => {
    const model = fakeModel()
      .respondWithTools([{ name: "gerar_receita", args: { ingredients: [] } }])
      .respond(new Error("Request timed out."));
    const { chat } = chatWith(model);
    const { phone, user } = await linkedPremium(ctx, chat);

    const replies = await chat.say(phone, "tenho arroz e feijão");
    expect(replies.map((r) => r.kind)).toEqual(["recipe", "options"]);
    // The bad call was refused before the tool ran, and the model saw why.
    expect(model.calls[1]?.messages.at(-1)?.text).toMatch(/did not match expected schema/);
    expect(await recipesOf(user.id)).toBe(1);
  });

  it("keeps what a tool made when the model fails afterwards, and does not make it again", async () => {
    const model = fakeModel()
      .respondWithTools([{ name: "gerar_receita", args: { ingredients: ["tomate", "ovo"] } }])
      .respond(new Error("socket hang up"));
    const { chat } = chatWith(model);
    const { phone, user } = await linkedPremium(ctx, chat);

    const replies = await chat.say(phone, "tenho tomate e ovo");
    expect(replies.map((r) => r.kind)).toEqual(["recipe", "options"]);
    expect(await recipesOf(user.id)).toBe(1);
  });

  it("fails the turn as the rules would when a tool throws, without asking the model again", async () => {
    const model = fakeModel()
      .respondWithTools([{ name: "quebrada", args: {} }])
      .respond(new AIMessage("Deu tudo certo!"));
    const broken = {
      name: "quebrada",
      description: "Sempre falha.",
      schema: z.object({}),
      run: () => Promise.reject(new Error("database went away")),
    };
    const agent = createAgentTurn({ model, tools: { broken }, logger: pino({ level: "silent" }) });
    const chat = fakeChannel(ctx, { agent });
    const { phone } = await linkedPremium(ctx, chat);

    const replies = await chat.say(phone, "faz aquela receita");
    expect(replies).toEqual([expect.objectContaining({ kind: "error", code: "internal_error" })]);
    expect(model.callCount).toBe(1);
  });

  it("names in its prompt only tools that exist", () => {
    const named = chatSystemPrompt.render({}).match(/\b[a-z]+(?:_[a-z]+)+\b/g) ?? [];
    const tools = Object.values(createTools(ctx.services)).map((t) => t.name);
    expect(named.length).toBeGreaterThan(0);
    for (const name of named) expect(tools).toContain(name);
  });
});
