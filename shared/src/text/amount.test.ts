import { describe, expect, it } from "vitest";
import { formatAmount, formatAmountRange, formatDecimal } from "./amount.ts";

describe("formatAmount", () => {
  it.each([
    [2, "2", "2"],
    [0.25, "¼", "¼"],
    [0.5, "½", "½"],
    [0.75, "¾", "¾"],
    [1.5, "1 ½", "1 ½"],
    [1.25, "1,3", "1 ¼"],
    [2.5, "2,5", "2 ½"],
    [4.75, "4,8", "4 ¾"],
    [1 / 3, "0,3", "0,3"],
    [2.96, "3", "3"],
    [0.1 + 0.2, "0,3", "0,3"],
  ])("%d → %s (mixed fractions: %s)", (value, scaled, measured) => {
    expect(formatAmount(value)).toBe(scaled);
    expect(formatAmount(value, { mixedFractions: true })).toBe(measured);
  });

  it("writes ranges with 'a'", () => {
    expect(formatAmountRange(4, 6)).toBe("4 a 6");
    expect(formatAmountRange(0.5, null)).toBe("½");
    expect(formatAmountRange(2.5, 3, { mixedFractions: true })).toBe("2 ½ a 3");
  });

  it.each([
    [1.5, "1,5"],
    [2, "2"],
    [1.25, "1,3"],
  ])("formatDecimal %d → %s", (value, text) => {
    expect(formatDecimal(value)).toBe(text);
  });
});
