import { afterEach, describe, expect, it, vi } from "vitest";
import { recentAnswer, sharedWhileRunning } from "./recent-answer.ts";

afterEach(() => vi.useRealTimers());

describe("recentAnswer", () => {
  it("computes once, serves the kept answer for a minute, then refreshes in the background", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    let runs = 0;
    const answer = recentAnswer(async () => ++runs, 60_000);
    expect(await answer()).toBe(1);
    expect(await answer()).toBe(1);
    vi.setSystemTime(Date.now() + 61_000);
    // The old answer comes back at once while the new one is computed.
    expect(await answer()).toBe(1);
    await Promise.resolve();
    expect(await answer()).toBe(2);
    expect(runs).toBe(2);
  });

  it("keeps the old answer when a refresh fails, and lets the first failure through", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    let fail = true;
    const answer = recentAnswer(async () => {
      if (fail) throw new Error("database away");
      return "ok";
    }, 1000);
    await expect(answer()).rejects.toThrow("database away");
    fail = false;
    expect(await answer()).toBe("ok");
    fail = true;
    vi.setSystemTime(Date.now() + 2000);
    expect(await answer()).toBe("ok");
    await Promise.resolve();
    expect(await answer()).toBe("ok");
  });
});

describe("sharedWhileRunning", () => {
  it("gives calls made while one runs that one's answer, and computes again once it is done", async () => {
    let runs = 0;
    const count = sharedWhileRunning(async (label: string) => `${label} ${++runs}`);
    expect(await Promise.all([count("a"), count("b")])).toEqual(["a 1", "a 1"]);
    expect(await count("c")).toBe("c 2");
  });

  it("lets the next call try again after a failure", async () => {
    let fail = true;
    const answer = sharedWhileRunning(async () => {
      if (fail) throw new Error("database away");
      return "ok";
    });
    await expect(answer()).rejects.toThrow("database away");
    fail = false;
    expect(await answer()).toBe("ok");
  });
});
