import { AIMessage, AIMessageChunk, ToolMessage } from "@langchain/core/messages";
import { describe, expect, it } from "vitest";
import { createAnswerDraft, TEXT_MAX } from "./answer-draft.ts";

const MODEL = "model_request";

function reader() {
  const drafts: string[] = [];
  return { drafts, words: createAnswerDraft((text) => drafts.push(text)) };
}

describe("the answer's draft", () => {
  it("shows the words of one reply whole and trimmed, and starts again with the next reply", () => {
    const { drafts, words } = reader();
    for (const token of [" Bom", " apetite", "! "])
      words.read(new AIMessageChunk({ id: "a", content: token }), MODEL);
    words.read(new AIMessageChunk({ id: "b", content: "Oi" }), MODEL);
    expect(drafts).toEqual(["Bom", "Bom apetite", "Bom apetite!", "Oi"]);
  });

  it("reads only the model's messages, and a reply given whole", () => {
    const { drafts, words } = reader();
    words.read(new ToolMessage({ content: "Receita criada", tool_call_id: "c1" }), "tools");
    words.read(new AIMessage({ id: "m", content: "de outro nó" }), "before_model");
    words.read(new AIMessage({ id: "r", content: "Pronto!" }), MODEL);
    expect(drafts).toEqual(["Pronto!"]);
  });

  it("takes back what a failed model wrote, and says nothing when nothing was shown", () => {
    const { drafts, words } = reader();
    words.withdraw();
    words.read(new AIMessageChunk({ id: "a", content: "Vou" }), MODEL);
    words.withdraw();
    expect(drafts).toEqual(["Vou", ""]);
  });

  it("stops at the length the reply is cut at, as the reply is cut", () => {
    const { drafts, words } = reader();
    const word = "palavra ";
    for (let i = 0; i < (3 * TEXT_MAX) / word.length; i++)
      words.read(new AIMessageChunk({ id: "a", content: word }), MODEL);
    expect(drafts.at(-1)?.endsWith("…")).toBe(true);
    expect(drafts.at(-1)!.length).toBeLessThanOrEqual(TEXT_MAX);
    expect(new Set(drafts.filter((d) => d.endsWith("…"))).size).toBe(1);
  });
});
