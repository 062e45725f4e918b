import { ChatOpenAI } from "@langchain/openai";
import type { AiConfig } from "../config/env.ts";

export interface ChatModelOptions {
  /** Defaults to OPENAI_MODEL; the scanner names the vision model. */
  model?: string;
  temperature: number;
  timeoutMs?: number;
  /**
   * LangChain's own retries; 0 where our retry policy (model-call.ts) owns them, so malformed output
   * is retried the same way as a 429.
   */
  maxRetries?: number;
}

/** A chat model on any OpenAI-compatible API, with the key and base URL every AI feature shares. */
export function chatModel(config: AiConfig, options: ChatModelOptions): ChatOpenAI {
  return new ChatOpenAI({
    model: options.model ?? config.model,
    apiKey: config.apiKey,
    configuration: config.baseUrl ? { baseURL: config.baseUrl } : undefined,
    temperature: options.temperature,
    timeout: options.timeoutMs ?? config.timeoutMs,
    maxRetries: options.maxRetries ?? 0,
  });
}
