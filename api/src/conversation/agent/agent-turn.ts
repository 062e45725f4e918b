import { chatSystemPrompt } from "@chefzap/prompts";
import type { BaseChatModel } from "@langchain/core/language_models/chat_models";
import { AIMessage, HumanMessage, SystemMessage, type BaseMessage } from "@langchain/core/messages";
import { createAgent, MiddlewareError, modelCallLimitMiddleware } from "langchain";
import type { Logger } from "pino";
import type { ConversationState } from "../state.ts";
import type { ChatTool } from "../tools/index.ts";
import type { AgentTurn } from "../turn.ts";
import { bounded, createAnswerDraft } from "./answer-draft.ts";
import { bindTools, createTurnSession, type TurnSession } from "./turn-tools.ts";
import { wholeToolCalls } from "./whole-tool-calls.ts";

export interface AgentTurnDeps {
  model: BaseChatModel;
  tools: Readonly<Record<string, ChatTool>>;
  logger: Logger;
}

/** A tool call, its answer and a closing line, with room for one corrected call; past it the rules answer. */
const MODEL_CALLS_PER_TURN = 4;
/** A channel takes at most 20 replies a message; a model asking for many tools at once is cut short. */
const TOOL_REPLIES_MAX = 12;

const history = (state: ConversationState): BaseMessage[] =>
  (state.history ?? []).map((h) => (h.role === "user" ? new HumanMessage(h.text) : new AIMessage(h.text)));

/** The final answer's text, when the model ended with words rather than a tool call. */
function closingText(messages: readonly BaseMessage[] | undefined): string {
  const last = messages?.at(-1);
  if (!last || !AIMessage.isInstance(last) || last.tool_calls?.length) return "";
  return bounded(last.text);
}

/** Tool results in the order the model asked for them, not the order they finished in. */
function inCallOrder(session: TurnSession, messages: readonly BaseMessage[] | undefined) {
  const order = (messages ?? []).flatMap((m) =>
    AIMessage.isInstance(m) ? (m.tool_calls ?? []).map((c) => c.id) : [],
  );
  const rank = (id: string) => (order.includes(id) ? order.indexOf(id) : order.length);
  return [...session.done].sort((a, b) => rank(a.callId) - rank(b.callId)).map((d) => d.result);
}

/** Names and statuses only: an error's message may quote what the person wrote. */
function describe(error: unknown): { name: string; status?: number } {
  // A model's error reaches here wrapped by the agent once any middleware wraps the model call.
  const cause = MiddlewareError.isInstance(error) ? error.cause : error;
  const e = cause as { name?: unknown; status?: unknown } | undefined;
  return {
    name: typeof e?.name === "string" ? e.name : "unknown",
    ...(typeof e?.status === "number" ? { status: e.status } : {}),
  };
}

/**
 * The chat's model turn: a LangChain agent over the same tools the rule-based reader calls. The person
 * gets what the tools produce, in order, and the model's closing words, streamed as drafts while they
 * are written; the model itself reads only each tool's summary. When the model fails (timeout, 429, a tool call it cannot get right) and no tool
 * ran, the turn answers `undefined` so the rule-based reader takes the message; a tool that throws
 * fails the turn as it would without the model.
 */
export function createAgentTurn({ model, tools, logger }: AgentTurnDeps): AgentTurn {
  const chatTools = Object.values(tools);
  const systemPrompt = chatSystemPrompt.render({});

  return async (ctx, text, draft = () => {}, understood) => {
    const session = createTurnSession(ctx);
    // Built per turn (about a millisecond) so each tool closes over this turn's person and state.
    const agent = createAgent({
      model,
      tools: bindTools(chatTools, session),
      systemPrompt,
      middleware: [
        wholeToolCalls,
        modelCallLimitMiddleware({ runLimit: MODEL_CALLS_PER_TURN, exitBehavior: "error" }),
      ],
    });
    const words = createAnswerDraft(draft);
    let messages: BaseMessage[] | undefined;
    try {
      const stream = await agent.stream(
        {
          messages: [
            ...history(ctx.state),
            // What the offline reader understood: a hint for the model, which still decides.
            ...(understood ? [new SystemMessage(understood)] : []),
            new HumanMessage(text),
          ],
        },
        { signal: session.abort.signal, streamMode: ["messages", "values"] },
      );
      let state: { messages: BaseMessage[] } | undefined;
      for await (const [mode, payload] of stream) {
        if (mode === "messages") words.read(payload[0], payload[1].langgraph_node);
        else state = payload;
      }
      messages = state?.messages;
    } catch (error) {
      words.withdraw();
      if (!session.failure)
        logger.warn({ failure: describe(error), toolsRun: session.done.length }, "chat model failed");
    }
    if (session.failure) throw session.failure.error;

    const results = inCallOrder(session, messages);
    const closing = closingText(messages);
    if (results.length === 0 && !closing) {
      if (messages) logger.warn("chat model answered nothing");
      return undefined;
    }
    return {
      replies: [
        ...results.flatMap((r) => r.replies).slice(0, TOOL_REPLIES_MAX),
        ...(closing ? [{ kind: "text" as const, text: closing }] : []),
      ],
      state: session.ctx.state,
      summary: [...results.map((r) => r.summary), closing].filter(Boolean).join("\n"),
    };
  };
}
