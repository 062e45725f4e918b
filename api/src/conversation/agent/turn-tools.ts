import { tool, type ToolRuntime } from "langchain";
import type { z } from "zod";
import type { ChatTool, ToolContext, ToolResult } from "../tools/index.ts";

/** What one turn's tools did, kept beside the model: it reads summaries, the person gets the replies. */
export interface TurnSession {
  /** The turn's context, its state moved along by every tool that ran (a new recipe, then its nutrition). */
  ctx: ToolContext;
  done: Array<{ callId: string; result: ToolResult }>;
  /** A tool that threw (the database went away): the turn fails as it would without the model. */
  failure: { error: unknown } | undefined;
  /** Stops the model's loop once a tool has failed, instead of letting it read the error and go on. */
  abort: AbortController;
}

export function createTurnSession(ctx: ToolContext): TurnSession {
  return { ctx, done: [], failure: undefined, abort: new AbortController() };
}

/**
 * A chat tool as LangChain sees it, bound to one turn. The model may ask for several tools at once and
 * LangChain runs them in parallel; here they run one after the other, so each sees the state the
 * previous one left (and two recipes are never written at the same time for one person).
 */
export function bindTools(tools: readonly ChatTool[], session: TurnSession) {
  let queue: Promise<unknown> = Promise.resolve();
  const serial = <T>(work: () => Promise<T>): Promise<T> => {
    const run = queue.then(work);
    queue = run.catch(() => {});
    return run;
  };

  return tools.map((chatTool) =>
    tool(
      async (input: z.infer<z.ZodObject>, runtime: ToolRuntime) => {
        try {
          const result = await serial(() => chatTool.run(session.ctx, input));
          session.ctx = { ...session.ctx, state: { ...session.ctx.state, ...result.state } };
          session.done.push({ callId: runtime.toolCallId, result });
          return result.summary;
        } catch (error) {
          session.failure ??= { error };
          session.abort.abort();
          throw error;
        }
      },
      { name: chatTool.name, description: chatTool.description, schema: chatTool.schema },
    ),
  );
}
