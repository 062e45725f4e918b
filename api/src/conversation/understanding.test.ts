import type { Reply } from "@chefzap/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestContext, type TestContext } from "../test/context.ts";
import { fakeChannel, readable } from "./testing/fake-channel.ts";
import { linkedPremium } from "./testing/linked-premium.ts";

let ctx: TestContext;
let chat: ReturnType<typeof fakeChannel>;
beforeAll(async () => {
  ctx = await createTestContext({ GENERATIONS_PER_MINUTE: "1000" });
  chat = fakeChannel(ctx);
});
afterAll(() => ctx.close());

const REFUSAL = "só converso sobre cozinha";
const card = (replies: Reply[]) => replies.find((r) => r.kind === "recipe")?.recipe;

describe("the chat understands WhatsApp Portuguese (offline)", () => {
  it("answers social messages warmly, never with the cooking-only refusal", async () => {
    const { phone } = await linkedPremium(ctx, chat);
    const greeting = await chat.say(phone, "olá, td certo por aí?");
    expect(greeting.at(-1)?.kind).toBe("options");
    for (const text of ["olá, td certo por aí?", "brigadão!!", "vc é demais", "kkkkk", "valeu, falou"]) {
      const said = readable(await chat.say(phone, text));
      expect(said, text).not.toContain(REFUSAL);
      expect(said.length, text).toBeGreaterThan(0);
    }
    // A greeting is answered in kind, and "tudo bem?" only when it was asked.
    const afternoon = readable(await chat.say(phone, "oii boa tarde"));
    expect(afternoon).toMatch(/^Boa tarde!/);
    expect(afternoon).not.toContain("Tudo ótimo");
    expect(readable(await chat.say(phone, "oi, tudo bem?"))).toMatch(/^Oi! Tudo ótimo por aqui/);
    // What is clearly not about food still gets the refusal, which says what ChefZap does.
    expect(readable(await chat.say(phone, "quem ganhou o jogo ontem?"))).toContain(REFUSAL);
  });

  it("makes a recipe for the people asked, with no word of the message that is not food in it", async () => {
    const { phone } = await linkedPremium(ctx, chat);
    const recipe = card(
      await chat.say(phone, "oi tenho arroz ovo e ervilha aqui kkk oq eu faço pra 5 pessoas"),
    );
    expect(recipe?.servings).toBe(5);
    const lines = recipe!.ingredients.join("\n").toLowerCase();
    for (const word of ["aqui", "kkk", "pessoas", " oi", "faço"]) expect(lines).not.toContain(word);
    for (const food of ["arroz", "ervilha"]) expect(lines).toContain(food);
  });

  it("makes a dish asked by name", async () => {
    const { phone } = await linkedPremium(ctx, chat);
    expect(card(await chat.say(phone, "faz um escondidinho de carne seca"))?.title).toMatch(/^Escondidinho/);
  });

  it("reads polite and question-form changes as changes of the last recipe, and a follow-up as well", async () => {
    const { phone } = await linkedPremium(ctx, chat);
    const first = card(await chat.say(phone, "tenho frango, batata, cebola e alho"))!;
    const changed = card(await chat.say(phone, "pode tirar o alho?"))!;
    expect(changed.title).toContain("sem alho");
    expect(changed.ingredients.join(" ")).not.toMatch(/alho/i);
    expect(changed.id).not.toBe(first.id);
    const eight = card(await chat.say(phone, "e se for pra oito?"))!;
    expect(eight.servings).toBe(8);
    expect(eight.title).toBe(changed.title);
  });

  it("does both things a message asks, in order, the list being the new recipe's", async () => {
    const { phone } = await linkedPremium(ctx, chat);
    await chat.say(phone, "tenho ovo e queijo");
    const replies = await chat.say(phone, "faz um escondidinho de frango e me manda a lista de compras");
    const recipe = card(replies)!;
    const list = replies.find((r) => r.kind === "list");
    expect(recipe.title).toMatch(/^Escondidinho/);
    expect(list?.kind === "list" && list.title).toBe(`Lista de compras: ${recipe.title}`);
  });

  it("cites the food table once, in a short line with the recipe's link", async () => {
    const { phone } = await linkedPremium(ctx, chat);
    const recipe = card(await chat.say(phone, "tenho frango e batata"))!;
    const text = readable(await chat.say(phone, "quantas calorias tem?"));
    expect(text).toMatch(/\d+ kcal/);
    expect(text.match(/TACO/g)).toHaveLength(1);
    expect(text).toContain(`https://chefzap.test/recipes/${recipe.id}`);
  });

  it("asks, when a food alone may be a new recipe or a change, and does what the cook answers", async () => {
    const { phone } = await linkedPremium(ctx, chat);
    const first = card(await chat.say(phone, "tenho frango, arroz e cebola"))!;
    expect(readable(await chat.say(phone, "ervilha"))).toBe(
      `Você quer uma receita nova com ervilha, ou mudar a receita *${first.title}*? Responda *nova* ou *mudar*.`,
    );
    const changed = card(await chat.say(phone, "mudar"))!;
    expect(changed.title).toBe(`${first.title} (com ervilha)`);
    await chat.say(phone, "batata");
    const other = card(await chat.say(phone, "uma nova"))!;
    expect(other.ingredients.join(" ")).toMatch(/batata/i);
    expect(other.title).not.toContain(first.title);
  });

  it("says what it can do when it does not understand, instead of refusing", async () => {
    const { phone } = await linkedPremium(ctx, chat);
    const said = readable(await chat.say(phone, "asdfgh qwerty"));
    expect(said).toContain("Não entendi bem");
    expect(said).not.toContain(REFUSAL);
  });

  it("asks for ingredients when a recipe is asked for without any, instead of guessing", async () => {
    const { phone } = await linkedPremium(ctx, chat);
    expect(readable(await chat.say(phone, "me faz uma receita"))).toContain("Quais ingredientes você tem?");
    expect(card(await chat.say(phone, "frango e quiabo"))?.ingredients.join(" ")).toMatch(/quiabo/i);
  });
});
