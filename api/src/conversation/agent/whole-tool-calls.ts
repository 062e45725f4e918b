import { AIMessage, AIMessageChunk, type InvalidToolCall } from "@langchain/core/messages";
import { createMiddleware } from "langchain";

function isWholeJson(args: string): boolean {
  if (!args.trim()) return true;
  try {
    JSON.parse(args);
    return true;
  } catch {
    return false;
  }
}

/**
 * A streamed reply's tool calls are read by LangChain's partial-JSON parser, which closes whatever was
 * cut off: `{"ingredients": ["ovo",` would become a recipe of one egg. Calls whose arguments are not
 * whole JSON are set aside as invalid, as they are when the reply comes in one piece, so a tool never
 * runs on half a request.
 */
export const wholeToolCalls = createMiddleware({
  name: "WholeToolCalls",
  wrapModelCall: async (request, handler) => {
    const reply = await handler(request);
    if (!AIMessageChunk.isInstance(reply) || !reply.tool_call_chunks?.length) return reply;
    const broken: InvalidToolCall[] = [];
    const calls = new Map<string | number, { id?: string; name?: string; args: string }>();
    for (const chunk of reply.tool_call_chunks) {
      const key = chunk.index ?? chunk.id ?? calls.size;
      const call = calls.get(key) ?? { args: "" };
      calls.set(key, {
        id: call.id ?? chunk.id,
        name: call.name ?? chunk.name,
        args: call.args + (chunk.args ?? ""),
      });
    }
    for (const { id, name, args } of calls.values())
      if (!isWholeJson(args))
        broken.push({
          type: "invalid_tool_call",
          id,
          name,
          args,
          error: "The arguments are not whole JSON.",
        });
    if (broken.length === 0) return reply;
    const brokenIds = new Set(broken.map((call) => call.id));
    return new AIMessage({
      id: reply.id,
      content: reply.content,
      tool_calls: (reply.tool_calls ?? []).filter((call) => !brokenIds.has(call.id)),
      invalid_tool_calls: [...(reply.invalid_tool_calls ?? []), ...broken],
      additional_kwargs: reply.additional_kwargs,
      response_metadata: reply.response_metadata,
      usage_metadata: reply.usage_metadata,
    });
  },
});
