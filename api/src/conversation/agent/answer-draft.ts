import { AIMessage, AIMessageChunk, type BaseMessage } from "@langchain/core/messages";

/** The model's own words stay a WhatsApp message, well under Twilio's 1,600-character refusal. */
export const TEXT_MAX = 1000;

/** The model's words as the person reads them: trimmed, and cut at a word past `TEXT_MAX`. */
export function bounded(text: string): string {
  const trimmed = text.trim();
  if (trimmed.length <= TEXT_MAX) return trimmed;
  const cut = trimmed.slice(0, TEXT_MAX - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(" "), TEXT_MAX / 2))}…`;
}

/** The graph node of `createAgent` that calls the model; tools and middleware run in others. */
const MODEL_NODE = "model_request";

/**
 * Reads the agent's message stream and hands on the words of the answer being written, whole and
 * bounded as the closing reply will be, so the last draft is that reply's text. A message that turns
 * out to call a tool was not the answer: what it showed is taken back with an empty draft.
 */
export function createAnswerDraft(draft: (text: string) => void) {
  let id: string | undefined;
  let text = "";
  let shown = "";
  let callsTool = false;

  const show = (next: string) => {
    if (next === shown) return;
    shown = next;
    draft(next);
  };

  return {
    read(message: BaseMessage, node: unknown): void {
      if (node !== MODEL_NODE || !AIMessage.isInstance(message)) return;
      if (message.id !== id) {
        id = message.id;
        text = "";
        callsTool = false;
      }
      if (callsTool) return;
      const chunk = AIMessageChunk.isInstance(message);
      if (message.tool_calls?.length || (chunk && message.tool_call_chunks?.length)) {
        callsTool = true;
        show("");
        return;
      }
      // Past twice the limit the cut no longer moves; the rest need not be kept.
      if (text.length <= 2 * TEXT_MAX) text = chunk ? text + message.text : message.text;
      show(bounded(text));
    },
    /** The model failed: the person gets another answer, not these words. */
    withdraw(): void {
      show("");
    },
  };
}
