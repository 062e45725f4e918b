import { fold } from "@chefzap/shared";
import { joinList } from "../ai/offline-chef/text/sentence.ts";
import type { IntentName, Understanding } from "./nlu/index.ts";
import { MENU_OPTIONS, texts } from "./texts.ts";
import type { ToolContext, ToolResult, Tools } from "./tools/index.ts";

export const say = (text: string): ToolResult => ({ replies: [{ kind: "text", text }], summary: text });

export const menu = (text = texts.menu): ToolResult => ({
  replies: [{ kind: "options", text, options: [...MENU_OPTIONS] }],
  state: { awaiting: undefined, scanned: undefined, pending: undefined },
  summary: text,
});

const cancelled = (): ToolResult => ({
  ...say(texts.cancelled),
  state: { awaiting: undefined, scanned: undefined, pending: undefined },
});

const recipeLink = (url: string): ToolResult => ({
  replies: [{ kind: "link", text: texts.recipeLink, label: "Abrir a receita", url }],
  summary: texts.recipeLink,
});

const ASKED_HOW =
  / (?:tudo|td) (?:bem|bom|certo|joia|tranquilo|ok) | como (?:vai|voce|vc|esta|ta) | (?:blz|beleza|suave) /;

/**
 * A greeting answered in kind: "boa tarde" gets "Boa tarde!", and "tudo bem?" an answer, which a plain
 * "oi" does not ask for.
 */
function greet(text: string): ToolResult {
  const words = ` ${fold(text).replace(/[^a-z]+/g, " ")} `;
  const time = / (bom dia|boa tarde|boa noite) /.exec(words)?.[1];
  const salutation = time ? `${time[0]!.toUpperCase()}${time.slice(1)}!` : "Oi!";
  const askedHow = ASKED_HOW.test(words);
  return menu(texts.greeting(salutation, askedHow));
}

/** The numbered menu's options, typed as a number. */
export function menuChoice(tools: Tools, ctx: ToolContext, option: string): Promise<ToolResult> | ToolResult {
  switch (option) {
    case "1":
      return { ...say(texts.askIngredients), state: { awaiting: "ingredients" } };
    case "2":
      return { ...say(texts.askPhoto), state: { awaiting: "photo" } };
    case "3":
      return ctx.state.lastRecipeId
        ? { ...say(texts.askModify), state: { awaiting: "modify" } }
        : say(texts.noRecipeYet);
    case "4":
      return tools.nutrition.run(ctx, {});
    case "5":
      return tools.shopping.run(ctx, {});
    default:
      return tools.myRecipes.run(ctx, {});
  }
}

/** Where the name of a dish ends in a message: a comma, or the cook going on to what they have. */
const DISH_NAME_ENDS = /[,.;:!?\n]| (?:tenho|tem|temos|usando|aproveitando|pra|para|aqui|so|mas)\b/;

/** The foods typed as part of the dish's name ("bolo de chocolate", "escondidinho de carne seca e queijo"). */
function foodsOfTheDish(u: Understanding, text: string): string[] {
  const folded = fold(text);
  const at = folded.indexOf(fold(u.dish ?? ""));
  if (at < 0) return [];
  const name = ` ${folded
    .slice(at)
    .split(DISH_NAME_ENDS)[0]!
    .replace(/[^a-z0-9]+/g, " ")} `;
  return u.foods
    .filter((food) => name.includes(` ${fold(food.typed).replace(/[^a-z0-9]+/g, " ")} `))
    .map((food) => food.line);
}

/** A new recipe from what was understood: the foods as typed, the dish, the number of people. */
async function generate(tools: Tools, ctx: ToolContext, u: Understanding, text: string): Promise<ToolResult> {
  const ingredients = [...u.foods.map((f) => f.line), ...u.unknown];
  if (ingredients.length === 0 && !u.dish)
    return { ...say(texts.askIngredients), state: { awaiting: "ingredients" } };
  const result = await tools.generate.run(ctx, {
    ingredients: ingredients.length > 0 ? ingredients.slice(0, 20) : [u.dish!],
    servings: u.servings && u.servings <= 12 ? u.servings : undefined,
    dish: u.dish,
    dishFoods: u.dish ? foodsOfTheDish(u, text) : undefined,
  });
  if (u.unknown.length === 0) return result;
  return {
    ...result,
    replies: [{ kind: "text", text: texts.unrecognized(joinList(u.unknown)) }, ...result.replies],
  };
}

/** What one understood request does; `text` is the message as typed (a change is read from it). */
export async function runIntent(
  tools: Tools,
  ctx: ToolContext,
  intent: IntentName,
  u: Understanding,
  text: string,
): Promise<ToolResult> {
  switch (intent) {
    case "greeting":
      return greet(text);
    case "thanks":
      return say(texts.thanks);
    case "compliment":
      return say(texts.compliment);
    case "laughter":
      return say(texts.laughter);
    case "goodbye":
      return { ...say(texts.goodbye), state: { awaiting: undefined, pending: undefined } };
    case "help":
      return say(texts.help);
    case "menu":
      return menu();
    case "cancel":
    case "deny":
      return cancelled();
    case "confirm":
      return say(texts.agreed);
    case "link":
      // Reached only by a number already linked: the code has done its work or is not needed.
      return say(texts.linkedAlready);
    case "generate":
    case "dish":
      return generate(tools, ctx, u, text);
    case "modify":
      return tools.modify.run(ctx, { request: text.slice(0, 500) });
    case "nutrition":
      return tools.nutrition.run(ctx, {});
    case "shopping":
      return tools.shopping.run(ctx, {});
    case "myRecipes":
      return tools.myRecipes.run(ctx, {});
    case "weeklyMenu":
      return tools.weeklyMenu.run(ctx, {});
    case "recipeLink":
      return ctx.state.lastRecipeId
        ? recipeLink(ctx.links.recipe(ctx.state.lastRecipeId))
        : say(texts.noRecipeYet);
    case "offTopic":
      return say(texts.offTopic);
  }
}

/**
 * "Você quer uma receita nova com ovo, ou mudar a Galinhada?": asked when both are likely, with the
 * message kept to act on once answered. Foods alone, as a change, go into the dish.
 */
export function askNewOrChange(u: Understanding, text: string, title: string): ToolResult {
  const lines = u.foods.map((f) => f.line);
  const change = u.onlyFoods ? `acrescente ${joinList(lines)}` : text;
  return {
    ...say(texts.clarify(joinList(u.foods.map((f) => f.typed)), title)),
    state: {
      awaiting: "clarify",
      pending: { text: change.slice(0, 2000), ingredients: lines, servings: u.servings },
    },
  };
}

/** The answer to "nova ou mudar?": the message the chat asked about, acted on as the cook chose. */
export function clarifiedIntent(answer: string): "generate" | "modify" | undefined {
  const words = fold(answer).split(/[^a-z0-9]+/);
  if (words.some((w) => ["nova", "novo", "receita", "1", "outra"].includes(w))) return "generate";
  if (words.some((w) => /^(mud|ajust|alter|muda|troc|2$)/.test(w))) return "modify";
  return undefined;
}
