import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { throttleDrafts } from "./draft-throttle.ts";

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe("throttled drafts", () => {
  it("sends the first draft at once, then the latest one at most every interval", () => {
    const sent: string[] = [];
    const drafts = throttleDrafts((text) => sent.push(text), 80);
    drafts.push("Bom");
    drafts.push("Bom apetite");
    drafts.push("Bom apetite!");
    expect(sent).toEqual(["Bom"]);
    vi.advanceTimersByTime(79);
    expect(sent).toEqual(["Bom"]);
    vi.advanceTimersByTime(1);
    expect(sent).toEqual(["Bom", "Bom apetite!"]);
    vi.advanceTimersByTime(200);
    drafts.push("Bom apetite! Quer");
    expect(sent.at(-1)).toBe("Bom apetite! Quer");
  });

  it("sends what waits when flushed, and nothing once dropped", () => {
    const sent: string[] = [];
    const drafts = throttleDrafts((text) => sent.push(text), 80);
    drafts.push("Vou");
    drafts.push("Vou criar");
    drafts.flush();
    expect(sent).toEqual(["Vou", "Vou criar"]);
    drafts.push("");
    drafts.drop();
    vi.advanceTimersByTime(1000);
    expect(sent).toEqual(["Vou", "Vou criar"]);
  });

  it("cuts a draft at the longest a channel takes", () => {
    const sent: string[] = [];
    throttleDrafts((text) => sent.push(text), 80).push("a".repeat(5000));
    expect(sent[0]).toHaveLength(4000);
  });
});
