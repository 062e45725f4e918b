import { describe, expect, it } from "vitest";
import { onFirstIntent } from "./first-intent";

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
});
