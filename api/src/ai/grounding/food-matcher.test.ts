import { describe, expect, it } from "vitest";
import { matchFood } from "./food-matcher.ts";

const id = (food: string, note = "") => matchFood(food, note).food?.id ?? null;

describe("matchFood", () => {
  it.each([
    ["arroz", 4],
    ["feijão", 562],
    ["frango", 409],
    ["peito de frango", 409],
    ["carne moída", 327],
    ["farinha de trigo", 35],
    ["leite condensado", 453],
    ["creme de leite", 447],
    ["leite de coco", 523],
    ["cebola", 107],
    ["ovos", 489],
    ["Tomates", 157],
    ["BATATAS", 92],
    ["pães franceses", 53],
    ["grão-de-bico", 575],
    ["açúcar", 494],
    ["acucar", 494],
    ["óleo", 272],
    ["queijo muçarela", 463],
    ["mussarela", 463],
    ["pão de queijo", 141],
    ["água de coco", 478],
  ])("%s → TACO %i (raw by default)", (food, expected) => {
    expect(id(food)).toBe(expected);
  });

  it("finds the longest alias inside a longer phrase", () => {
    expect(id("farinha de trigo peneirada")).toBe(35);
    expect(id("peito de frango desfiado")).toBe(409);
    expect(matchFood("farinha de trigo peneirada").confidence).toBeLessThan(
      matchFood("farinha de trigo").confidence,
    );
  });

  it("moves to the cooked item when the line says so", () => {
    expect(id("arroz cozido")).toBe(3);
    expect(id("peito de frango", "cozido e desfiado")).toBe(408);
    expect(id("feijão preto cozido")).toBe(567);
    expect(id("frango grelhado")).toBe(410);
  });

  it("falls back to a fuzzy search over TACO names, with a lower confidence", () => {
    // Jambo is in TACO but not in the food catalogue.
    const match = matchFood("jambo maduro");
    expect(match.food?.name).toBe("Jambo, cru");
    expect(match.via).toBe("fuzzy");
    expect(match.confidence).toBeLessThanOrEqual(0.7);
  });

  it("leaves foods TACO does not have unmatched rather than guessing a neighbour", () => {
    for (const food of ["cogumelos paris", "quinoa", "leite de amêndoas", "xyzzy"])
      expect(id(food)).toBeNull();
    expect(matchFood("cogumelos paris").confidence).toBe(0);
  });

  it("treats water and spices as covered with no nutrients", () => {
    expect(matchFood("água")).toMatchObject({ food: null, free: true });
    expect(matchFood("noz-moscada")).toMatchObject({ food: null, free: true });
  });

  it("fills TACO's gaps with flagged, lower-confidence estimates", () => {
    const milk = matchFood("leite integral");
    expect(milk.food?.id).toBe(458);
    expect(milk.food?.per100g.energyKcal).toBeCloseTo(64.6, 1);
    expect(milk.food?.estimate?.note).toMatch(/TACO 459/);
    expect(milk.confidence).toBeLessThan(0.7);
    expect(matchFood("coco verde").confidence).toBeLessThan(0.3);
  });
});
