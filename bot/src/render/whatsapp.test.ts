import type { Reply } from "@chefzap/shared";
import { describe, expect, it } from "vitest";
import { banquet, feijoada, longStep, menu, omelete } from "./fixtures/recipes.ts";
import { renderWhatsApp, TWILIO_BODY_LIMIT, WHATSAPP_TEXT_LIMIT } from "./whatsapp.ts";

const recipe = (card: typeof omelete): Reply => ({ kind: "recipe", recipe: card });

/** Lines as a cook reads them, whichever message they arrived in. */
const linesOf = (messages: string[]) => messages.flatMap((m) => m.split("\n")).filter(Boolean);

function expectWellFormed(messages: string[], limit: number) {
  for (const message of messages) {
    expect(message.length).toBeLessThanOrEqual(limit);
    expect(message).toBe(message.trim());
    // Every bold pair is closed in the message that opened it.
    expect((message.match(/\*/g) ?? []).length % 2).toBe(0);
  }
}

describe("renderWhatsApp", () => {
  it("writes a recipe card as a cook reads it on WhatsApp", () => {
    expect(renderWhatsApp([recipe(omelete)])).toEqual([
      [
        "*Omelete de queijo e tomate*",
        "Rende 1 porção · 10 min",
        "",
        "*Ingredientes*",
        "• 2 ovos",
        "• 1 tomate picado sem sementes",
        "• 30 g de queijo muçarela ralado",
        "• Sal a gosto",
        "",
        "*Modo de preparo*",
        "1. Bata os ovos com uma pitada de sal até espumar.",
        "2. Aqueça uma frigideira antiaderente untada em fogo médio e despeje os ovos.",
        "3. Quando as bordas firmarem, espalhe o tomate e o queijo, dobre ao meio e sirva.",
        "",
        "Receita completa: https://chefzap.app/receitas/r-omelete",
      ].join("\n"),
    ]);
  });

  it("says which of the cook's foods the recipe left out, and why, before the link", () => {
    const leftOut = [{ ingredient: "goiabada", reason: "goiabada é doce e não combina com uma omelete" }];
    const [message] = renderWhatsApp([recipe({ ...omelete, leftOut })]);
    expect(message!.split("\n").slice(-4)).toEqual([
      "*Ficaram de fora*",
      "• goiabada: goiabada é doce e não combina com uma omelete",
      "",
      "Receita completa: https://chefzap.app/receitas/r-omelete",
    ]);
  });

  it("says servings in the plural and leaves out a time it does not know", () => {
    const [message] = renderWhatsApp([recipe({ ...omelete, servings: 4, cookingTime: 0 })]);
    expect(message!.split("\n")[1]).toBe("Rende 4 porções");
  });

  it("adds to the time the waits its steps state", () => {
    const mousse = {
      ...omelete,
      cookingTime: 25,
      instructions: ["Bata o creme.", "Despeje nas taças e gele por 3 horas."],
    };
    const [message] = renderWhatsApp([recipe(mousse)]);
    expect(message!.split("\n")[1]).toBe("Rende 1 porção · 25 min + 3 h na geladeira");
  });

  it("writes an offer with its address on a line of its own, after its label", () => {
    const offer: Reply = {
      kind: "link",
      text: "Com o Premium as receitas são ilimitadas.",
      label: "Conhecer o Premium",
      url: "https://chefzap.com.br/subscribe",
    };
    expect(renderWhatsApp([offer])).toEqual([
      "Com o Premium as receitas são ilimitadas.\n\nConhecer o Premium: https://chefzap.com.br/subscribe",
    ]);
  });

  it("numbers the menu's options under their question, and lists under a bold title", () => {
    const replies: Reply[] = [
      { kind: "list", title: "Encontrei na foto", items: ["tomate", "cebola", "ovos"] },
      menu,
    ];
    expect(renderWhatsApp(replies)).toEqual([
      [
        "*Encontrei na foto*",
        "• tomate",
        "• cebola",
        "• ovos",
        "",
        "Sou o ChefZap 👩‍🍳 Me conte o que você tem na geladeira ou escolha uma opção:",
        "1. Receita com o que tenho",
        "2. Escanear foto dos ingredientes",
        "3. Ajustar a última receita",
        "4. Nutrição e alergias",
        "5. Lista de compras",
        "6. Minhas receitas",
      ].join("\n"),
    ]);
  });

  it("says an error as its text, never its code", () => {
    const error: Reply = {
      kind: "error",
      code: "rate_limited",
      text: "Muitas receitas seguidas. Aguarde um pouco.",
    };
    expect(renderWhatsApp([error])).toEqual(["Muitas receitas seguidas. Aguarde um pouco."]);
  });

  it("turns headings and double asterisks a model may write into WhatsApp's bold", () => {
    const text: Reply = {
      kind: "text",
      text: "## Dica do chef\nUse **manteiga gelada** e __não__ sove demais.",
    };
    expect(renderWhatsApp([text])).toEqual(["*Dica do chef*\nUse *manteiga gelada* e _não_ sove demais."]);
  });

  it("keeps a whole turn in one message when it fits", () => {
    const turn: Reply[] = [
      { kind: "text", text: "Entendi: _frango, batata e cenoura_" },
      recipe(feijoada),
      menu,
    ];
    const messages = renderWhatsApp(turn, WHATSAPP_TEXT_LIMIT);
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatch(/^Entendi: _frango, batata e cenoura_\n\n\*Feijoada completa de domingo\*/);
  });

  it("splits a long recipe for Twilio between lines, in as few messages as fit", () => {
    const whole = renderWhatsApp([recipe(feijoada)], 100_000);
    const messages = renderWhatsApp([recipe(feijoada)], TWILIO_BODY_LIMIT);

    expect(whole[0]!.length).toBeLessThanOrEqual(2 * TWILIO_BODY_LIMIT);
    expect(messages).toHaveLength(2);
    expectWellFormed(messages, TWILIO_BODY_LIMIT);
    expect(linesOf(messages)).toEqual(linesOf(whole));
    expect(messages[0]).toMatch(
      /^\*Feijoada completa de domingo\*\nRende 10 porções · 180 min \+ 8 h de molho\n\n\*Ingredientes\*/,
    );
    expect(messages[1]).toMatch(/Receita completa: https:\/\/chefzap\.app\/receitas\/r-feijoada$/);
  });

  it("keeps an introduction with the recipe that follows it, even when the recipe must be cut", () => {
    const messages = renderWhatsApp(
      [{ kind: "text", text: "Aqui está:" }, recipe(feijoada)],
      TWILIO_BODY_LIMIT,
    );
    expectWellFormed(messages, TWILIO_BODY_LIMIT);
    expect(messages[0]).toMatch(/^Aqui está:\n\n\*Feijoada completa de domingo\*/);
  });

  it("starts a reply in a new message rather than cutting it when it fits one alone", () => {
    const limit = renderWhatsApp([recipe(feijoada)], 100_000)[0]!.length + 10;
    const turn: Reply[] = [{ kind: "text", text: "Aqui está:" }, recipe(omelete), recipe(feijoada)];
    const messages = renderWhatsApp(turn, limit);
    expect(messages).toHaveLength(2);
    expect(messages[0]).toMatch(/^Aqui está:\n\n\*Omelete de queijo e tomate\*[\s\S]*r-omelete$/);
    expect(messages[1]).toMatch(/^\*Feijoada completa de domingo\*[\s\S]*r-feijoada$/);
  });

  it("splits the largest card the schema allows, for both limits, keeping every line", () => {
    const whole = linesOf(renderWhatsApp([recipe(banquet)], 1_000_000));
    for (const limit of [TWILIO_BODY_LIMIT, WHATSAPP_TEXT_LIMIT]) {
      const messages = renderWhatsApp([recipe(banquet)], limit);
      expectWellFormed(messages, limit);
      expect(linesOf(messages)).toEqual(whole);
      expect(messages.filter((m) => m.includes("*Modo de preparo*\n1. Na véspera"))).toHaveLength(1);
    }
    expect(linesOf(renderWhatsApp([recipe(banquet)]))).toContain(`60. ${banquet.instructions[59]}`);
  });

  it("cuts a step longer than a message between words, right after the heading above it", () => {
    const card = { ...omelete, instructions: [longStep, "Sirva quente."] };
    const messages = renderWhatsApp([recipe(card)], TWILIO_BODY_LIMIT);
    const words = (texts: string[]) => texts.join(" ").split(/\s+/);

    expectWellFormed(messages, TWILIO_BODY_LIMIT);
    expect(words(messages)).toEqual(words(renderWhatsApp([recipe(card)], 100_000)));
    expect(messages.find((m) => m.includes("*Modo de preparo*"))).toMatch(/\*Modo de preparo\*\n1\. Etapa 1/);
  });

  it("moves an italic span whole to the next message instead of cutting it", () => {
    const span = "_" + "farinha de trigo peneirada ".repeat(4).trim() + "_";
    const text = `${"Misture bem. ".repeat(8).trim()} Depois junte ${span} e mexa.`;
    const messages = renderWhatsApp([{ kind: "text", text }], 160);
    expectWellFormed(messages, 160);
    expect(messages.some((m) => m.includes(span))).toBe(true);
    for (const m of messages) expect((m.match(/_/g) ?? []).length % 2).toBe(0);
  });

  it("closes and reopens a bold span that is longer than a message by itself", () => {
    const span = `*${"atenção ao forno quente ".repeat(10).trim()}*`;
    const messages = renderWhatsApp([{ kind: "text", text: span }], 100);
    expectWellFormed(messages, 100);
    expect(messages.length).toBeGreaterThan(1);
    for (const m of messages) expect(m).toMatch(/^\*\S[\s\S]*\S\*$/);
  });

  it("sends nothing for nothing", () => {
    expect(renderWhatsApp([])).toEqual([]);
    expect(renderWhatsApp([{ kind: "text", text: "  \n\n " }])).toEqual([]);
  });
});
