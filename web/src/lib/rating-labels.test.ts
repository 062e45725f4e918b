import { describe, expect, it } from "vitest";
import { averageLabel, ratingsCountLabel, roundedStars, starsLabel } from "./rating-labels";

describe("rating labels", () => {
  it("shows the ×10 average with one decimal and a comma, and rounds the stars", () => {
    expect(averageLabel(45)).toBe("4,5");
    expect(averageLabel(40)).toBe("4,0");
    expect(averageLabel(0)).toBe("0,0");
    expect([roundedStars(47), roundedStars(45), roundedStars(44), roundedStars(4)]).toEqual([5, 5, 4, 0]);
  });

  it("never draws more than 5 stars or fewer than none", () => {
    expect([roundedStars(60), roundedStars(-3)]).toEqual([5, 0]);
  });

  it("counts ratings in pt-BR", () => {
    expect(ratingsCountLabel(1)).toBe("1 avaliação");
    expect(ratingsCountLabel(1234)).toBe("1.234 avaliações");
    expect([starsLabel(1), starsLabel(4)]).toEqual(["1 estrela", "4 estrelas"]);
  });
});
