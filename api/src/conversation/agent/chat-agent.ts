import type { Logger } from "pino";
import type { AiConfig } from "../../config/env.ts";
import { chatModel } from "../../ai/chat-model.ts";
import { createTools, type ToolServices } from "../tools/index.ts";
import type { AgentTurn } from "../turn.ts";
import { createAgentTurn } from "./agent-turn.ts";

/**
 * The chat's model turn over any OpenAI-compatible chat API (OPENAI_MODEL, with the key, base URL and
 * timeout every AI feature shares). Absent without a key: the rule-based reader answers every message.
 */
export function createChatAgent(
  config: AiConfig | undefined,
  services: ToolServices,
  logger: Logger,
): AgentTurn | undefined {
  if (!config) return undefined;
  const model = chatModel(config, {
    temperature: 0.3,
    timeoutMs: Math.min(config.timeoutMs, config.deadlineMs),
    // Someone is waiting on the other end: one more try for a 5xx or a dropped connection, then the
    // rule-based reader answers instead of a longer wait (LangChain already stops at once on a 429
    // without a short Retry-After).
    maxRetries: 1,
  });
  return createAgentTurn({ model, tools: createTools(services), logger });
}
