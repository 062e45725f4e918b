import { describe, expect, it } from "vitest";
import { answered, MENU_REPLY, said } from "../test/chat-factories";
import type { OwnMessage } from "../types";
import { answersAwaited, chatEntries } from "./chat-entries";
import { chatReducer, initialChatState, type ChatAction, type ChatState } from "./chat-state";

const own = (id: string, text = "tenho ovo"): OwnMessage => ({
  role: "user",
  id,
  text,
  status: "sending",
  at: "2026-03-10T12:01:00.000Z",
});
const reply = (id: string) => ({
  role: "assistant" as const,
  id,
  replies: [MENU_REPLY],
  at: "2026-03-10T12:01:05.000Z",
});
const play = (...actions: ChatAction[]) => actions.reduce<ChatState>(chatReducer, initialChatState);

describe("chat state", () => {
  it("settles the cook's message and counts the answer it waits for", () => {
    const state = play(
      { type: "queued", message: own("m1") },
      { type: "sent", id: "m1", stored: true, at: 10 },
    );
    expect(state.live).toMatchObject([{ id: "m1", status: "sent", stored: true }]);
    expect(answersAwaited([], state.live)).toBe(1);
    const after = chatReducer(state, { type: "replied", message: reply("o1") });
    expect(answersAwaited([], after.live)).toBe(0);
  });

  it("does not wait again for a resend the api already had", () => {
    const state = play(
      { type: "queued", message: own("m1") },
      { type: "sent", id: "m1", stored: false, at: 10 },
    );
    expect(answersAwaited([], state.live)).toBe(0);
  });

  it("keeps a failed message for a resend under the same id", () => {
    const state = play(
      { type: "queued", message: own("m1") },
      { type: "failed", id: "m1", error: "Sem conexão.", retryable: true },
      { type: "resending", id: "m1" },
    );
    expect(state.live).toMatchObject([{ id: "m1", status: "sending", error: undefined }]);
  });

  it("ignores an answer pushed twice and clears the stage", () => {
    const state = play(
      { type: "progress", stage: "criando" },
      { type: "replied", message: reply("o1") },
      { type: "replied", message: reply("o1") },
    );
    expect(state.live).toHaveLength(1);
    expect(state.stage).toBeNull();
  });

  it("keeps the latest draft whole, drops it when taken back, at a stage and with the answer", () => {
    const words = (...actions: ChatAction[]) => play(...actions).draft;
    expect(words({ type: "draft", text: "Eu só" }, { type: "draft", text: "Eu só converso" })).toBe(
      "Eu só converso",
    );
    expect(words({ type: "draft", text: "Vou criar" }, { type: "draft", text: "" })).toBeNull();
    expect(words({ type: "draft", text: "Vou criar" }, { type: "progress", stage: "analisando" })).toBeNull();
    expect(words({ type: "draft", text: "Pronto!" }, { type: "replied", message: reply("o1") })).toBeNull();
  });

  it("on a reload keeps only what the new history cannot hold yet", () => {
    const state = play(
      { type: "queued", message: own("m1") },
      { type: "sent", id: "m1", stored: true, at: 100 },
      { type: "replied", message: reply("o1") },
      { type: "queued", message: own("m2") },
      { type: "queued", message: own("m3") },
      { type: "sent", id: "m3", stored: true, at: 300 },
      { type: "reloaded", history: [said("tenho ovo"), { ...answered([MENU_REPLY]), id: "o1" }], since: 200 },
    );
    expect(state.live.map((m) => m.id)).toEqual(["m2", "m3"]);
  });
});

describe("chatEntries", () => {
  it("shows the history, then what is new, each once", () => {
    const history = [said("oi"), { ...answered([MENU_REPLY]), id: "o1" }];
    const entries = chatEntries(history, [reply("o1"), own("m2"), reply("o2")]);
    expect(entries.map((e) => e.id)).toEqual([history[0]!.id, "o1", "m2", "o2"]);
    expect(entries.map((e) => e.role === "assistant" && e.live)).toEqual([false, false, false, true]);
  });

  it("names a chosen option by its label", () => {
    const entries = chatEntries([answered([MENU_REPLY]), said("2"), said("2")], []);
    expect(entries.slice(1)).toMatchObject([
      { text: "2", label: "Escanear foto dos ingredientes" },
      { text: "2" },
    ]);
    expect(entries[2]).not.toHaveProperty("label");
  });

  it("waits for the messages the history ends with", () => {
    expect(answersAwaited([answered([MENU_REPLY]), said("oi"), said("menu")], [])).toBe(2);
    expect(answersAwaited([said("oi"), answered([MENU_REPLY])], [])).toBe(0);
  });
});
