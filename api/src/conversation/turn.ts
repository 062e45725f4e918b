import type { Reply } from "@chefzap/shared";
import type { UserRow } from "../db/schema/index.ts";
import type { TurnHandler, TurnInput } from "./engine.ts";
import type { createIdentity } from "./identity.ts";
import { readIntent, type Intent } from "./intents.ts";
import { conversationStateSchema, type ConversationState } from "./state.ts";
import { MENU_OPTIONS, texts } from "./texts.ts";
import type { ToolContext, ToolResult, Tools } from "./tools/index.ts";

/**
 * The model's turn, when one is configured: it reads the message and calls the same tools. `undefined`
 * when the model failed without doing anything, so the rule-based reader answers instead. `draft` gets
 * its closing words, whole so far, as it writes them.
 */
export type AgentTurn = (
  ctx: ToolContext,
  text: string,
  draft?: (text: string) => void,
) => Promise<ToolResult | undefined>;

export interface TurnDeps {
  identity: ReturnType<typeof createIdentity>;
  tools: Tools;
  isFood: (phrase: string) => boolean;
  publicUrl: string;
  agent?: AgentTurn | undefined;
}

const say = (text: string): ToolResult => ({ replies: [{ kind: "text", text }], summary: text });
const menu = (): ToolResult => ({
  replies: [{ kind: "options", text: texts.menu, options: [...MENU_OPTIONS] }],
  state: { awaiting: undefined, scanned: undefined },
  summary: texts.menu,
});

type Handler<K extends Intent["kind"]> = (
  ctx: ToolContext,
  intent: Extract<Intent, { kind: K }>,
) => Promise<ToolResult> | ToolResult;

/** The offline brain: commands, the numbered menu, then what the rule-based reader understood. */
function intentHandlers(tools: Tools): { [K in Intent["kind"]]: Handler<K> } {
  const choices: Record<string, (ctx: ToolContext) => Promise<ToolResult> | ToolResult> = {
    "1": () => ({ ...say(texts.askIngredients), state: { awaiting: "ingredients" } }),
    "2": () => ({ ...say(texts.askPhoto), state: { awaiting: "photo" } }),
    "3": (ctx) =>
      ctx.state.lastRecipeId
        ? { ...say(texts.askModify), state: { awaiting: "modify" } }
        : say(texts.noRecipeYet),
    "4": (ctx) => tools.nutrition.run(ctx, {}),
    "5": (ctx) => tools.shopping.run(ctx, {}),
    "6": (ctx) => tools.myRecipes.run(ctx, {}),
  };
  return {
    menu,
    help: () => say(texts.help),
    cancel: () => ({ ...say(texts.cancelled), state: { awaiting: undefined, scanned: undefined } }),
    offTopic: () => say(texts.offTopic),
    deny: () => ({ ...say(texts.cancelled), state: { awaiting: undefined, scanned: undefined } }),
    confirm: (ctx) => tools.generate.run(ctx, { ingredients: ctx.state.scanned ?? [] }),
    recipeLink: (ctx) =>
      ctx.state.lastRecipeId
        ? say(texts.recipeLink(ctx.links.recipe(ctx.state.lastRecipeId)))
        : say(texts.noRecipeYet),
    choice: (ctx, { option }) => choices[option]!(ctx),
    // Reached only by a number already linked: the code has done its work or is not needed.
    link: () => say("Este número já está conectado. Digite *menu* para começar."),
    generate: (ctx, { ingredients }) => tools.generate.run(ctx, { ingredients }),
    modify: (ctx, { request }) => tools.modify.run(ctx, { request: request.slice(0, 500) }),
    nutrition: (ctx) => tools.nutrition.run(ctx, {}),
    shopping: (ctx) => tools.shopping.run(ctx, {}),
    myRecipes: (ctx) => tools.myRecipes.run(ctx, {}),
    weeklyMenu: (ctx) => tools.weeklyMenu.run(ctx, {}),
  };
}

const BURST_WINDOW_MS = 60_000;
const BURST_MAX = 20;
const REFUSAL_EVERY_MS = 60 * 60 * 1000;

/** Counts this message in the current minute; past the limit, one warning and then silence. */
function countBurst(state: ConversationState, now: number) {
  const fresh = !state.burst || now - state.burst.since >= BURST_WINDOW_MS;
  const burst = fresh
    ? { count: 1, since: now }
    : { count: state.burst!.count + 1, since: state.burst!.since };
  return { burst, over: burst.count > BURST_MAX, warn: burst.count === BURST_MAX + 1 };
}

/** Commands are answered without the model, so "menu" or "1" never costs a model call. */
const COMMANDS = new Set<Intent["kind"]>(["menu", "help", "cancel", "choice", "link", "confirm", "deny"]);

export function createTurnHandler(deps: TurnDeps): TurnHandler {
  const handlers = intentHandlers(deps.tools);
  const handle = (ctx: ToolContext, intent: Intent) =>
    (handlers[intent.kind] as Handler<typeof intent.kind>)(ctx, intent as never);

  async function respond(input: TurnInput, user: UserRow, state: ConversationState): Promise<ToolResult> {
    const { message } = input;
    const ctx: ToolContext = {
      user,
      state,
      image:
        message.mediaKind === "image" && message.media
          ? { data: message.media, mimeType: message.mediaType ?? "image/jpeg" }
          : undefined,
      progress: input.progress,
      links: {
        recipe: (id) => `${deps.publicUrl}/recipes/${id}`,
        plans: `${deps.publicUrl}/subscribe`,
        menus: `${deps.publicUrl}/cardapios-semanais`,
        profile: `${deps.publicUrl}/cardapios-semanais?tab=perfil`,
      },
    };
    if (ctx.image) return deps.tools.scan.run(ctx, {});
    if (message.mediaKind === "audio" && !message.transcribed) return say(texts.voiceUnavailable);
    if (!message.text.trim()) return menu();
    const intent = readIntent(message.text, state, deps.isFood);
    if (deps.agent && !COMMANDS.has(intent.kind) && state.awaiting !== "scan_confirm") {
      const answered = await deps.agent(ctx, message.text, input.draft);
      if (answered) return answered;
    }
    return handle(ctx, intent);
  }

  return async (input) => {
    const now = Date.now();
    const burst = countBurst(conversationStateSchema.parse(input.conversation.state), now);
    const state = { ...conversationStateSchema.parse(input.conversation.state), burst: burst.burst };
    const userId = input.conversation.userId;
    if (burst.over) return { replies: burst.warn ? [say(texts.slowDown).replies[0]!] : [], state, userId };
    const intent = readIntent(input.message.text, state, deps.isFood);
    const who = await deps.identity.identify(
      input.conversation,
      input.message,
      state,
      intent.kind === "link" ? intent.code : undefined,
    );
    if ("answer" in who) {
      if (!who.refusal) return { replies: who.answer, state: { ...state, ...who.state }, userId };
      const recently = state.refusedAt !== undefined && now - state.refusedAt < REFUSAL_EVERY_MS;
      return {
        replies: recently ? [] : who.answer,
        state: { ...state, refusedAt: recently ? state.refusedAt : now },
        userId,
      };
    }
    const result = await respond(input, who.user, state);
    const heard: Reply[] = input.message.transcribed
      ? [{ kind: "text", text: texts.heard(input.message.text) }]
      : [];
    const history = [
      ...(state.history ?? []),
      { role: "user" as const, text: input.message.text.slice(0, 2000) },
      { role: "assistant" as const, text: result.summary.slice(0, 2000) },
    ].slice(-20);
    return {
      replies: [...heard, ...result.replies],
      state: { ...state, ...result.state, history },
      userId: who.user.id,
    };
  };
}
