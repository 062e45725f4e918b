import type { ChatHistoryItem, OutboundMessage, RecipeCard, Reply } from "@chefzap/shared";

export function aRecipeCard(overrides: Partial<RecipeCard> = {}): RecipeCard {
  return {
    id: "r42",
    title: "Omelete de queijo",
    servings: 2,
    cookingTime: 15,
    ingredients: ["4 ovos", "100 g de queijo muçarela ralado", "1 colher (sopa) de manteiga", "sal a gosto"],
    instructions: ["Bata os ovos com o sal.", "Derreta a manteiga na frigideira e despeje os ovos."],
    leftOut: [],
    url: "http://localhost/recipes/r42",
    ...overrides,
  };
}

let next = 1;

export function aReply(replies: Reply[], id = `out-${next++}`): OutboundMessage {
  return { id, channel: "web", account: "web", conversationKey: "u1", replies };
}

export const said = (text: string, at = "2026-03-10T12:00:00.000Z"): ChatHistoryItem => ({
  id: `in-${next++}`,
  role: "user",
  text,
  photo: false,
  at,
});

export const answered = (replies: Reply[], at = "2026-03-10T12:00:05.000Z"): ChatHistoryItem => ({
  id: `out-${next++}`,
  role: "assistant",
  replies,
  at,
});

export const MENU_REPLY: Reply = {
  kind: "options",
  text: "Sou o ChefZap 👩‍🍳 Me conte o que você tem na geladeira ou escolha uma opção:",
  options: [
    { key: "1", label: "Receita com o que tenho" },
    { key: "2", label: "Escanear foto dos ingredientes" },
  ],
};
