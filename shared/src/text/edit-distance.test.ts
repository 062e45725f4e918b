import { describe, expect, it } from "vitest";
import { withinOneEdit } from "./edit-distance.ts";

describe("withinOneEdit", () => {
  it.each([
    ["brocoli", "brocolli", true],
    ["beringela", "berinjela", true],
    ["tomate", "tomate", true],
    ["mandioca", "mandioc", true],
    ["xuxu", "chuchu", false],
    ["cebola", "cenoura", false],
    ["abc", "abcde", false],
  ])("%s / %s → %s", (a, b, near) => {
    expect(withinOneEdit(a, b)).toBe(near);
    expect(withinOneEdit(b, a)).toBe(near);
  });
});
