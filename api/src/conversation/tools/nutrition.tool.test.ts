import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestContext, type TestContext } from "../../test/context.ts";
import { fakeChannel, readable } from "../testing/fake-channel.ts";
import { linkedPremium } from "../testing/linked-premium.ts";

let ctx: TestContext;
let chat: ReturnType<typeof fakeChannel>;
beforeAll(async () => {
  ctx = await createTestContext({ GENERATIONS_PER_MINUTE: "1000" });
  chat = fakeChannel(ctx);
});
afterAll(() => ctx.close());

describe("the nutrition answer in the chat", () => {
  it("names what it could not count and gives the figures as a floor", async () => {
    const { phone } = await linkedPremium(ctx, chat);
    await chat.say(phone, "tenho quinoa, tomate e pepino");
    const text = readable(await chat.say(phone, "quantas calorias tem essa receita?"));
    expect(text).toMatch(/Pelo menos \d+ kcal · proteínas/);
    expect(text).toMatch(/Calculado com (\d+) de (?!\1)\d+ ingredientes\./);
    expect(text).toMatch(/Não consegui contar: [^\n]*quinoa\./);
  });

  it("gives plain figures when every line is counted, salt and water included", async () => {
    const { phone } = await linkedPremium(ctx, chat);
    await chat.say(phone, "tenho peito de frango e brócolis");
    const text = readable(await chat.say(phone, "quantas calorias tem essa receita?"));
    expect(text).toMatch(/\n\d+ kcal · proteínas/);
    expect(text).not.toContain("Pelo menos");
    expect(text).not.toContain("Não consegui contar");
  });
});
