import { describe, expect, it } from "vitest";
import { fold, foldSameLength } from "./fold.ts";

describe("fold", () => {
  it.each([
    ["Limão", "limao"],
    ["AÇÚCAR", "acucar"],
    ["Pimentão à Moda", "pimentao a moda"],
    ["crème brûlée", "creme brulee"],
    ["lima\u0303o", "limao"],
    ["d’água", "d'agua"],
    ["1–2\u00a0xícaras", "1-2 xicaras"],
    ["½ kg", "½ kg"],
  ])("%s → %s", (text, folded) => {
    expect(fold(text)).toBe(folded);
  });

  it.each(["Xícara (chá) de maçã", "1½ colher—cheia", "İstanbul açaí", "lima\u0303o"])(
    "keeps the length of %s",
    (text) => {
      expect(foldSameLength(text)).toHaveLength(text.length);
    },
  );

  it("folds in place like fold when the text is composed", () => {
    expect(foldSameLength("Feijão-Tropeiro")).toBe(fold("Feijão-Tropeiro"));
  });
});
