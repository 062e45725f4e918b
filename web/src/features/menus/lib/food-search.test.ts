import type { FoodsResponse } from "@chefzap/shared";
import { describe, expect, it } from "vitest";
import { searchFoods } from "./food-search";

const food = (id: string, name: string) => ({ id, name, common: false, icon: "🍽️" });
const catalogue = {
  categories: [
    {
      id: "proteinas",
      name: "Proteínas",
      foods: [food("frango", "frango"), food("feijao_preto", "feijão preto")],
    },
    { id: "frutas", name: "Frutas", foods: [food("açai", "açaí"), food("maca", "maçã")] },
  ],
} as FoodsResponse;

describe("searchFoods", () => {
  it("finds a substring in any category, ignoring case and accents", () => {
    expect(searchFoods(catalogue, "FEIJAO").map((f) => f.id)).toEqual(["feijao_preto"]);
    expect(searchFoods(catalogue, "acai").map((f) => f.id)).toEqual(["açai"]);
    expect(searchFoods(catalogue, "a").map((f) => f.id)).toEqual(["frango", "feijao_preto", "açai", "maca"]);
  });

  it("finds nothing for blank text", () => {
    expect(searchFoods(catalogue, "   ")).toEqual([]);
  });
});
