import { recipeWaits, waitsText, type Reply } from "@chefzap/shared";

type Summaries = { [K in Reply["kind"]]: (reply: Extract<Reply, { kind: K }>) => string };

const strip = (text: string) => text.replace(/[*_]/g, "");

const summaries: Summaries = {
  text: ({ text }) => strip(text),
  recipe: ({ recipe }) =>
    `Receita: ${recipe.title}, ${recipe.servings} ${recipe.servings === 1 ? "porção" : "porções"}, ${recipe.cookingTime} minutos${waitsText(recipeWaits(recipe.instructions)).replace(/^(?=.)/, " ")}.`,
  list: ({ title, items }) => `${strip(title)}: ${items.join(", ")}.`,
  options: ({ text, options }) => `${strip(text)} Opções: ${options.map((o) => o.label).join(", ")}.`,
  error: ({ text }) => text,
  link: ({ text, label }) => `${strip(text)} ${label}.`,
};

/** What a screen reader announces when an answer arrives: its words, without the formatting marks. */
export function replySummary(replies: readonly Reply[]): string {
  return replies.map((reply) => (summaries[reply.kind] as (r: Reply) => string)(reply)).join(" ");
}
