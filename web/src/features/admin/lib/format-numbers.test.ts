import { describe, expect, it } from "vitest";
import { formatBytes, formatDay, formatDuration, formatPercent, formatRating } from "./format-numbers";

describe("admin number formats (pt-BR)", () => {
  it("reads rates as fractions and ratings as stars × 10", () => {
    expect(formatPercent(0.125)).toBe("12,5%");
    expect(formatRating(45)).toBe("4,5");
    expect(formatRating(null)).toBe("N/A");
  });

  it("writes durations, sizes and chart days the Brazilian way", () => {
    expect(formatDuration(42)).toBe("42 s");
    expect(formatDuration(93784)).toBe("1 d 2 h 3 min");
    expect(formatBytes(1610612736)).toBe("1,5 GB");
    expect(formatDay("2026-11-05")).toBe("05/11");
  });
});
