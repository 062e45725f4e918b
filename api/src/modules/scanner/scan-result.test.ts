import { describe, expect, it } from "vitest";
import { toScanResult } from "./scan-result.ts";

describe("scan result", () => {
  it("names food as the catalogue does, merges duplicates and keeps unknown food as written", () => {
    const result = toScanResult([
      { name: " Tomates ", confidence: 0.8 },
      { name: "tomate", confidence: 0.9 },
      { name: "Peito de Frango", confidence: 0.7 },
      { name: "Physalis Dourada", confidence: 0.5 },
    ]);
    expect(result.ingredients).toContain("tomate");
    expect(result.ingredients).toContain("frango");
    expect(result.ingredients).toContain("physalis dourada");
    expect(result.ingredients).toHaveLength(3);
    expect(result.confidence).toBe(Math.round(((0.9 + 0.7 + 0.5) / 3) * 100));
  });

  it("drops scenery and blanks; nothing edible answers an empty list with 0", () => {
    expect(
      toScanResult([
        { name: "Geladeira", confidence: 0.99 },
        { name: "prato", confidence: 0.9 },
        { name: "  ", confidence: 0.9 },
      ]),
    ).toEqual({ ingredients: [], confidence: 0 });
  });
});
