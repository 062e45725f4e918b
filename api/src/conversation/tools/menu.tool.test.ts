import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestContext, signedInAgent, type TestContext } from "../../test/context.ts";
import { catalogue } from "../../modules/catalogue/index.ts";
import { sharedNlu } from "../nlu/index.ts";
import { fakeChannel, readable } from "../testing/fake-channel.ts";
import { linkedPremium } from "../testing/linked-premium.ts";

let ctx: TestContext;
let chat: ReturnType<typeof fakeChannel>;
beforeAll(async () => {
  ctx = await createTestContext({ GENERATIONS_PER_MINUTE: "1000" });
  chat = fakeChannel(ctx);
});
afterAll(() => ctx.close());

const profile = {
  objetivo: "ganho-massa",
  sexo: "masculino",
  idade: 28,
  altura: 180,
  peso: 75,
  nivelAtividade: "intenso",
  refeicoesPorDia: 6,
  alimentosQueNaoGosta: "sardinha",
};

describe("the weekly menu in the chat", () => {
  it("reads the ways a cook asks for the week's menu, and keeps the recipe's list apart", async () => {
    const nlu = await sharedNlu(catalogue());
    const intent = async (text: string) => (await nlu.understand(text, { hasRecipe: false })).intent;
    for (const text of ["monta meu cardápio da semana", "Quero um cardapio semanal", "menu da semana"])
      expect(await intent(text)).toBe("weeklyMenu");
    expect(await intent("lista de compras")).toBe("shopping");
    expect(await intent("menu")).toBe("menu");
  });

  it("asks for the missing profile fields with the link to the profile tab, saving no menu", async () => {
    const { agent, phone } = await linkedPremium(ctx, chat);
    await agent
      .post("/api/nutritional-profile")
      .send({ objetivo: "perda-peso", sexo: "feminino" })
      .expect(200);
    const replies = await chat.say(phone, "monta meu cardápio da semana");
    const text = readable(replies);
    expect(text).toContain("Falta: idade, altura, peso, nível de atividade.");
    expect(text).toContain("https://chefzap.test/cardapios-semanais?tab=perfil");
    expect((await agent.get("/api/weekly-menus").expect(200)).body).toEqual([]);
  });

  it("plans the week from the saved profile, saves it and answers the week, then its shopping list when asked", async () => {
    const { agent, phone } = await linkedPremium(ctx, chat);
    await agent.post("/api/nutritional-profile").send(profile).expect(200);
    const replies = await chat.say(phone, "monta meu cardápio da semana");
    expect(replies.map((r) => r.kind)).toEqual(["link", "options"]);
    const [week] = replies;
    const [list] = await chat.say(phone, "qual a lista de compras?");
    const [saved] = (await agent.get("/api/weekly-menus").expect(200)).body;
    expect(saved.mealsPerDay).toBe(6);
    const weekText = week!.kind === "link" ? `${week!.text}\n${week!.url}` : "";
    expect(weekText).toContain("*Cardápio Semanal – Ganho de Massa Muscular*");
    for (const day of saved.days) {
      expect(weekText).toContain(`*${day.day}*`);
      for (const [meal, dish] of Object.entries(day.meals) as [string, { name: string }][])
        expect(weekText).toContain(`• ${meal}: ${dish.name}`);
    }
    expect(weekText).toContain("https://chefzap.test/cardapios-semanais");
    expect(weekText.length).toBeLessThanOrEqual(4000);
    expect(list).toMatchObject({ kind: "list", title: "Lista de compras da semana" });
    const firstItem = saved.shoppingList[0].items[0];
    expect(list!.kind === "list" && list!.items).toContain(`${firstItem.name} - ${firstItem.quantity}`);
    expect(readable(replies)).not.toMatch(/sardinha/i);
  });

  it("tells a free cook in the web chat that weekly menus are Premium, with the plans link", async () => {
    const { agent, user } = await signedInAgent(ctx.app);
    await agent.post("/api/nutritional-profile").send(profile).expect(200);
    const web = { channel: "web" as const, account: "web", sender: {} };
    const replies = await chat.say(user.id, "monta meu cardápio da semana", web);
    expect(readable(replies)).toContain("Os cardápios semanais são exclusivos do plano Premium.");
    expect(readable(replies)).toContain("Conhecer o Premium: /subscribe");
    expect((await agent.get("/api/weekly-menus").expect(200)).body).toEqual([]);
  });
});
