import { replySchema, type Reply } from "@chefzap/shared";
import type { UserRow } from "../db/schema/index.ts";
import type { TurnHandler, TurnInput } from "./engine.ts";
import type { createIdentity } from "./identity.ts";
import { askNewOrChange, clarifiedIntent, menu, menuChoice, runIntent, say } from "./intent-handlers.ts";
import type { IntentName, Nlu, Understanding } from "./nlu/index.ts";
import { conversationStateSchema, type ConversationState } from "./state.ts";
import { errorReply, texts } from "./texts.ts";
import type { ToolContext, ToolResult, Tools } from "./tools/index.ts";

/**
 * The model's turn, when one is configured: it reads the message and calls the same tools. `undefined`
 * when the model failed without doing anything, so the offline reader answers instead. `draft` gets
 * its closing words, whole so far, as it writes them; `understood` is what the offline reader made of
 * the message, as a hint.
 */
export type AgentTurn = (
  ctx: ToolContext,
  text: string,
  draft?: (text: string) => void,
  understood?: string,
) => Promise<ToolResult | undefined>;

export interface TurnDeps {
  identity: ReturnType<typeof createIdentity>;
  tools: Tools;
  /** The offline reader, trained once per process. */
  nlu: () => Promise<Nlu>;
  /** The title of the conversation's last recipe, while it is still the cook's. */
  recipeTitle: (ctx: ToolContext) => Promise<string | undefined>;
  publicUrl: string;
  agent?: AgentTurn | undefined;
}

const BURST_WINDOW_MS = 60_000;
const BURST_MAX = 20;
const REFUSAL_EVERY_MS = 60 * 60 * 1000;
/** Below this the reader says what it can do rather than guess. */
const UNSURE = 0.35;

/** Counts this message in the current minute; past the limit, one warning with when to come back. */
function countBurst(state: ConversationState, now: number) {
  const fresh = !state.burst || now - state.burst.since >= BURST_WINDOW_MS;
  const burst = fresh
    ? { count: 1, since: now }
    : { count: state.burst!.count + 1, since: state.burst!.since };
  const waitSeconds = Math.max(1, Math.ceil((burst.since + BURST_WINDOW_MS - now) / 1000));
  return { burst, over: burst.count > BURST_MAX, warn: burst.count === BURST_MAX + 1, waitSeconds };
}

/** Answered without the model, so "menu", "obrigado" or "1" never costs a model call. */
const WITHOUT_MODEL = new Set<IntentName>([
  "menu",
  "help",
  "cancel",
  "link",
  "confirm",
  "deny",
  "greeting",
  "thanks",
  "compliment",
  "laughter",
  "goodbye",
]);

const MENU_CHOICE = /^\s*([1-6])\s*[.)!]?\s*$/;

/** What the reader understood, in words the model reads as a hint. */
function hint(u: Understanding): string {
  const parts = [`Leitura automática da mensagem: intenção "${u.intent}"`];
  if (u.also.length) parts.push(`depois "${u.also.join('", "')}"`);
  if (u.foods.length) parts.push(`alimentos: ${u.foods.map((f) => f.line).join("; ")}`);
  if (u.dish) parts.push(`prato: ${u.dish}`);
  if (u.servings) parts.push(`pessoas: ${u.servings}`);
  if (u.meal) parts.push(`refeição: ${u.meal}`);
  return `${parts.join("; ")}. Use como pista; decida pelo texto.`;
}

/**
 * A reply the channels' schema refuses would be tried by the outbox until it gives up, and the cook
 * would hear nothing: it is said as the pt-BR "something went wrong" instead, at once.
 */
function deliverable(replies: Reply[]): Reply[] {
  return replies.map((reply) =>
    replySchema.safeParse(reply).success ? reply : errorReply("internal_error"),
  );
}

export function createTurnHandler(deps: TurnDeps): TurnHandler {
  const { tools } = deps;

  /** Runs the requests of one message in order, each seeing the state the one before left. */
  async function runAll(ctx: ToolContext, u: Understanding, text: string): Promise<ToolResult> {
    const results: ToolResult[] = [];
    let state: Partial<ConversationState> = {};
    for (const intent of [u.intent, ...u.also]) {
      const result = await runIntent(tools, { ...ctx, state: { ...ctx.state, ...state } }, intent, u, text);
      results.push(result);
      state = { ...state, ...result.state };
    }
    return {
      replies: results.flatMap((r) => r.replies),
      state,
      summary: results.map((r) => r.summary).join(" "),
    };
  }

  async function respond(input: TurnInput, user: UserRow, state: ConversationState, u: Understanding) {
    const { message } = input;
    // The web chat opens the app's own pages inside itself; WhatsApp needs the whole address.
    const base = input.conversation.channel === "web" ? "" : deps.publicUrl;
    const ctx: ToolContext = {
      user,
      state,
      image:
        message.mediaKind === "image" && message.media
          ? { data: message.media, mimeType: message.mediaType ?? "image/jpeg" }
          : undefined,
      progress: input.progress,
      links: {
        recipe: (id) => `${base}/recipes/${id}`,
        plans: `${base}/subscribe`,
        menus: `${base}/cardapios-semanais`,
        profile: `${base}/cardapios-semanais?tab=perfil`,
      },
    };
    if (ctx.image) return tools.scan.run(ctx, {});
    if (message.mediaKind === "audio" && !message.transcribed) return say(texts.voiceUnavailable);
    const text = message.text.trim();
    if (!text) return menu();
    const choice = MENU_CHOICE.exec(text);
    if (choice) return menuChoice(tools, ctx, choice[1]!);
    if (state.awaiting === "scan_confirm" && (u.intent === "confirm" || u.intent === "deny"))
      return u.intent === "confirm"
        ? tools.generate.run(ctx, { ingredients: state.scanned ?? [] })
        : runIntent(tools, ctx, "deny", u, text);
    if (state.awaiting === "clarify" && state.pending) {
      const chosen = clarifiedIntent(text);
      const pending = state.pending;
      const cleared = { ...ctx, state: { ...state, awaiting: undefined, pending: undefined } };
      if (chosen === "modify") return tools.modify.run(cleared, { request: pending.text.slice(0, 500) });
      if (chosen === "generate")
        return tools.generate.run(cleared, { ingredients: pending.ingredients, servings: pending.servings });
    }
    if (deps.agent && !WITHOUT_MODEL.has(u.intent) && state.awaiting !== "scan_confirm") {
      const answered = await deps.agent(ctx, text, input.draft, hint(u));
      if (answered) return answered;
    }
    if (u.doubt && state.lastRecipeId) {
      const recipe = await deps.recipeTitle(ctx);
      if (recipe) return askNewOrChange(u, text, recipe);
    }
    if (u.confidence < UNSURE && !WITHOUT_MODEL.has(u.intent)) return say(texts.unsure);
    return runAll(ctx, u, text);
  }

  return async (input) => {
    const now = Date.now();
    const saved = conversationStateSchema.parse(input.conversation.state);
    const burst = countBurst(saved, now);
    const state = { ...saved, burst: burst.burst };
    const userId = input.conversation.userId;
    if (burst.over) {
      const replies = burst.warn ? say(texts.slowDown(burst.waitSeconds)).replies : [];
      return { replies, state, userId };
    }
    const nlu = await deps.nlu();
    const u = await nlu.understand(input.message.text, {
      hasRecipe: Boolean(state.lastRecipeId),
      awaiting: state.awaiting,
    });
    const who = await deps.identity.identify(
      input.conversation,
      input.message,
      state,
      u.intent === "link" ? u.code : undefined,
      input.account,
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
    const result = await respond(input, who.user, state, u);
    const heard: Reply[] = input.message.transcribed
      ? [{ kind: "text", text: texts.heard(input.message.text) }]
      : [];
    const history = [
      ...(state.history ?? []),
      { role: "user" as const, text: input.message.text.slice(0, 2000) },
      { role: "assistant" as const, text: result.summary.slice(0, 2000) },
    ].slice(-20);
    return {
      replies: deliverable([...heard, ...result.replies]),
      state: { ...state, ...result.state, history },
      userId: who.user.id,
    };
  };
}
