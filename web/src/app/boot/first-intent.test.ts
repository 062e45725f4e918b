import { afterEach, describe, expect, it } from "vitest";
import { onFirstIntent, startAtFirstIntent } from "./first-intent";
import { holdTaps } from "./held-taps";

afterEach(() => {
  document.body.innerHTML = "";
});

describe("onFirstIntent", () => {
  it("acts at the visitor's first touch, key or scroll, and only once", () => {
    let acted = 0;
    onFirstIntent(() => acted++);
    expect(acted).toBe(0);
    window.dispatchEvent(new Event("scroll"));
    document.body.dispatchEvent(new KeyboardEvent("keydown", { key: "a", bubbles: true }));
    document.body.dispatchEvent(new Event("pointerdown", { bubbles: true }));
    expect(acted).toBe(1);
  });

  it("acts when a field takes the focus, as a screen reader or the Tab key gives it", () => {
    let acted = 0;
    onFirstIntent(() => acted++);
    document.body.innerHTML = "<input />";
    document.querySelector("input")!.focus();
    expect(acted).toBe(1);
  });

  it("acts on a click alone, as a screen reader's activation gives it, while taps are held", () => {
    let acted = 0;
    document.body.innerHTML = '<div id="root"><button type="button">Entrar</button></div>';
    // main.ts's order: the intent listens first, then the page's taps are held.
    onFirstIntent(() => acted++);
    holdTaps(document.getElementById("root")!);
    document.querySelector("button")!.click();
    expect(acted).toBe(1);
  });
});

describe("startAtFirstIntent", () => {
  it("tries again at the next intent when the app's code did not arrive", async () => {
    const attempts: string[] = [];
    let started = 0;
    startAtFirstIntent(
      async () => {
        attempts.push("start");
        if (attempts.length === 1) throw new TypeError("Failed to fetch dynamically imported module");
      },
      () => started++,
    );

    window.dispatchEvent(new Event("scroll"));
    await Promise.resolve();
    await Promise.resolve();
    expect([attempts.length, started]).toEqual([1, 0]);

    window.dispatchEvent(new Event("scroll"));
    await Promise.resolve();
    await Promise.resolve();
    expect([attempts.length, started]).toEqual([2, 1]);

    window.dispatchEvent(new Event("scroll"));
    expect(attempts.length).toBe(2);
  });
});
