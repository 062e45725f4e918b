import { recipeTimeText, type RecipeCard, type Reply, type ReplyOption } from "@chefzap/shared";
import { splitMessages, type Block } from "./split-messages.ts";

/** Longest text message the Cloud API (and Baileys, by the same WhatsApp client) delivers. */
export const WHATSAPP_TEXT_LIMIT = 4096;
/** Twilio refuses longer bodies (error 14103), WhatsApp or not. */
export const TWILIO_BODY_LIMIT = 1600;

type Renderers = { [K in Reply["kind"]]: (reply: Extract<Reply, { kind: K }>) => Block };

const renderers: Renderers = {
  text: (reply) => paragraphs(reply.text),
  error: (reply) => paragraphs(reply.text),
  recipe: (reply) => recipeCard(reply.recipe),
  list: (reply) => [[bold(reply.title), ...reply.items.map(bullet)].filter(Boolean)],
  options: (reply) => withOptions(paragraphs(reply.text), reply.options),
  link: (reply) => [...paragraphs(reply.text), [`${oneLine(reply.label)}: ${reply.url}`]],
};

/**
 * Replies as WhatsApp text messages: `*negrito*`, `_itálico_`, "• " and "1. " lists, no headings,
 * tables or HTML (WhatsApp shows them as typed). Each message stays within `limit` characters.
 */
export function renderWhatsApp(replies: readonly Reply[], limit: number = WHATSAPP_TEXT_LIMIT): string[] {
  return splitMessages(replies.map(renderReply), limit);
}

function renderReply<K extends Reply["kind"]>(reply: Extract<Reply, { kind: K }>): Block {
  return (renderers[reply.kind] as (r: typeof reply) => Block)(reply);
}

function recipeCard(recipe: RecipeCard): Block {
  const facts = [servings(recipe.servings), recipe.cookingTime > 0 ? recipeTimeText(recipe) : ""]
    .filter(Boolean)
    .join(" · ");
  const steps = recipe.instructions.map((step, i) => `${i + 1}. ${oneLine(step)}`);
  return [
    [bold(recipe.title), facts].filter(Boolean),
    recipe.ingredients.length > 0 ? [bold("Ingredientes"), ...recipe.ingredients.map(bullet)] : [],
    steps.length > 0 ? [bold("Modo de preparo"), ...steps] : [],
    // Replies queued before cards carried it have none.
    recipe.leftOut?.length
      ? [bold("Ficaram de fora"), ...recipe.leftOut.map((l) => bullet(`${l.ingredient}: ${l.reason}`))]
      : [],
    [`Receita completa: ${recipe.url}`],
  ];
}

function servings(n: number): string {
  if (n <= 0) return "";
  return `Rende ${n} ${n === 1 ? "porção" : "porções"}`;
}

function withOptions(block: string[][], options: readonly ReplyOption[]): Block {
  const lines = options.map((o) => `${o.key}. ${oneLine(o.label)}`);
  if (lines.length === 0) return block;
  const last = block.at(-1);
  // The question and its choices read as one piece: "…escolha uma opção:" right above "1. …".
  return last ? [...block.slice(0, -1), [...last, ...lines]] : [lines];
}

/** Paragraphs (blank-line separated) as sections; markdown a model might write becomes WhatsApp's. */
function paragraphs(text: string): string[][] {
  return text
    .replace(/\r\n?/g, "\n")
    .split(/\n[ \t]*\n/)
    .map((paragraph) =>
      paragraph
        .split("\n")
        .map((line) => whatsappLine(line.trimEnd()))
        .filter((line) => line.trim() !== ""),
    )
    .filter((lines) => lines.length > 0);
}

function whatsappLine(line: string): string {
  const heading = /^#{1,6}\s+(.+)$/.exec(line);
  if (heading) return bold(heading[1]!);
  return line.replace(/\*\*(\S(?:.*?\S)?)\*\*/g, "*$1*").replace(/__(\S(?:.*?\S)?)__/g, "_$1_");
}

/** WhatsApp has no escape: an asterisk inside a bold title would end the bold early. */
function bold(text: string): string {
  const clean = oneLine(text.replace(/\*/g, ""));
  return clean ? `*${clean}*` : "";
}

const bullet = (item: string) => `• ${oneLine(item)}`;
const oneLine = (text: string) => text.replace(/\s+/g, " ").trim();
