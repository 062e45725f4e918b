import { pino } from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AiConfig } from "../../config/env.ts";
import { createTestContext, type TestContext } from "../../test/context.ts";
import { startOpenAiStandIn, type StandInReply } from "../../test/openai-stand-in.ts";
import { fakeChannel, readable } from "../testing/fake-channel.ts";
import { linkedPremium } from "../testing/linked-premium.ts";
import { createChatAgent } from "./chat-agent.ts";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ GENERATIONS_PER_MINUTE: "1000" });
});
afterAll(() => ctx.close());

const config = (baseUrl: string): AiConfig => ({
  apiKey: "sk-test",
  baseUrl,
  model: "chat-stand-in",
  visionModel: undefined,
  timeoutMs: 5_000,
  deadlineMs: 5_000,
  maxAttempts: 1,
});

async function chatAgainst(script: StandInReply[]) {
  const standIn = await startOpenAiStandIn(script);
  const agent = createChatAgent(config(standIn.baseUrl), ctx.services, pino({ level: "silent" }));
  return { standIn, chat: fakeChannel(ctx, { agent, draftEveryMs: 0 }) };
}

describe("the chat agent on an OpenAI-compatible API", () => {
  it("is absent without a key", () => {
    expect(createChatAgent(undefined, ctx.services, pino({ level: "silent" }))).toBeUndefined();
  });

  it("sends the tools, runs the one the model calls and hands the model its summary", async () => {
    const { standIn, chat } = await chatAgainst([
      {
        kind: "toolCalls",
        calls: [{ name: "gerar_receita", arguments: { ingredients: ["frango", "batata"] } }],
      },
      { kind: "content", content: "Prontinho! Bom apetite." },
    ]);
    try {
      const { phone } = await linkedPremium(ctx, chat);
      const replies = await chat.say(phone, "tenho frango e batata, o que faço?");
      expect(replies.map((r) => r.kind)).toEqual(["recipe", "options", "text"]);
      expect(readable(replies)).toMatch(/frango[\s\S]*batata|batata[\s\S]*frango/i);
      expect(replies.at(-1)).toEqual({ kind: "text", text: "Prontinho! Bom apetite." });

      const [first, second] = standIn.requests;
      expect(first?.authorization).toBe("Bearer sk-test");
      expect(first?.body.model).toBe("chat-stand-in");
      expect(first?.body.messages[0]?.role).toBe("system");
      const generate = first?.body.tools?.find((t) => t.function.name === "gerar_receita");
      expect(generate?.function.parameters).toMatchObject({
        type: "object",
        properties: { ingredients: { type: "array" } },
        required: ["ingredients"],
      });
      const [call, answer] = second!.body.messages.slice(-2);
      expect(call?.tool_calls?.[0]?.function.name).toBe("gerar_receita");
      expect(answer).toMatchObject({ role: "tool", tool_call_id: call?.tool_calls?.[0]?.id });
      expect(String(answer?.content)).toMatch(/^Receita criada: .+ Já foi mostrada à pessoa\.$/);
      expect(standIn.requests).toHaveLength(2);
    } finally {
      await standIn.close();
    }
  });

  it("streams its closing words as drafts, each the last one and more, the last one the reply", async () => {
    const words = "Eu só converso sobre *cozinha* 🙂 Me conte o que tem na geladeira!";
    const { standIn, chat } = await chatAgainst([{ kind: "content", content: words }]);
    try {
      const { phone } = await linkedPremium(ctx, chat);
      const replies = await chat.say(phone, "quem ganhou o jogo ontem?");
      expect(replies).toEqual([{ kind: "text", text: words }]);
      expect(standIn.requests[0]?.body.stream).toBe(true);

      const drafts = chat.draftsTo(phone);
      expect(drafts.length).toBe(words.split(" ").length);
      let shown = "";
      for (const draft of drafts) {
        expect(draft.startsWith(shown)).toBe(true);
        shown = draft;
      }
      expect(drafts.map((d, i) => d.slice(drafts[i - 1]?.length ?? 0)).join("")).toBe(words);
    } finally {
      await standIn.close();
    }
  });

  it("takes back the words it wrote before calling a tool, and never shows the call", async () => {
    const { standIn, chat } = await chatAgainst([
      {
        kind: "toolCalls",
        content: "Deixa comigo, vou criar uma receita.",
        calls: [{ name: "gerar_receita", arguments: { ingredients: ["frango", "batata"] } }],
      },
      { kind: "content", content: "Prontinho! Bom apetite." },
    ]);
    try {
      const { phone } = await linkedPremium(ctx, chat);
      const replies = await chat.say(phone, "tenho frango e batata, o que faço?");
      expect(replies.map((r) => r.kind)).toEqual(["recipe", "options", "text"]);

      const drafts = chat.draftsTo(phone);
      expect(drafts).toContain("Deixa comigo, vou criar uma receita.");
      const takenBack = drafts.indexOf("");
      expect(takenBack).toBeGreaterThan(drafts.indexOf("Deixa comigo, vou criar uma receita."));
      expect(drafts.slice(takenBack + 1).every((d) => "Prontinho! Bom apetite.".startsWith(d))).toBe(true);
      expect(drafts.at(-1)).toBe("Prontinho! Bom apetite.");
      expect(drafts.join("\n")).not.toMatch(/ingredients|batata|Receita criada/);
    } finally {
      await standIn.close();
    }
  });

  it.each<[string, StandInReply, number]>([
    [
      "tool-call arguments that are not JSON",
      { kind: "toolCalls", calls: [{ name: "gerar_receita", arguments: '{"ingredients": ["ovo",' }] },
      1,
    ],
    // LangChain gives up at once on a 429 without a short Retry-After; a 5xx gets the one more try.
    ["a 429", { kind: "error", status: 429, message: "Rate limit reached" }, 1],
    ["a 503, tried once more", { kind: "error", status: 503 }, 2],
  ])("falls back to the rule-based reply on %s", async (_, failure, tries) => {
    const { standIn, chat } = await chatAgainst([failure]);
    try {
      const { phone } = await linkedPremium(ctx, chat);
      const [card] = await chat.say(phone, "tenho ovo e queijo");
      expect(card?.kind).toBe("recipe");
      expect(standIn.requests).toHaveLength(tries);
    } finally {
      await standIn.close();
    }
  });
});
