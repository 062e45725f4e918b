import { describe, expect, it } from "vitest";
import { choicesBody, dislike, like, NO_CHOICES, sameChoices } from "./food-choices";

describe("food choices", () => {
  it("liking toggles the like and always removes the dislike; disliking is the mirror", () => {
    const disliked = dislike(NO_CHOICES, "jilo");
    expect(disliked).toEqual({ liked: [], disliked: ["jilo"] });
    const liked = like(disliked, "jilo");
    expect(liked).toEqual({ liked: ["jilo"], disliked: [] });
    expect(like(liked, "jilo")).toEqual(NO_CHOICES);
    expect(dislike(liked, "jilo")).toEqual({ liked: [], disliked: ["jilo"] });
  });

  it("compares without order and joins the lists as the api reads them", () => {
    const a = like(like(NO_CHOICES, "arroz"), "feijao");
    expect(sameChoices(a, { liked: ["feijao", "arroz"], disliked: [] })).toBe(true);
    expect(sameChoices(a, { liked: ["arroz"], disliked: [] })).toBe(false);
    expect(choicesBody(a)).toEqual({ alimentosQueGosta: "arroz, feijao", alimentosQueNaoGosta: "" });
  });
});
