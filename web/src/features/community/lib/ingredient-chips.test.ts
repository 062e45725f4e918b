import { describe, expect, it } from "vitest";
import { ingredientChips } from "./ingredient-chips";

describe("ingredientChips", () => {
  it("keeps 3 ingredients, cuts long names and counts the rest", () => {
    const { chips, hidden } = ingredientChips(
      ["farinha de trigo integral", "ovo", "leite de coco", "sal", "açúcar"],
      12,
    );
    expect(chips.map((chip) => chip.short)).toEqual(["farinha de t…", "ovo", "leite de coc…"]);
    expect(chips[0]!.full).toBe("farinha de trigo integral");
    expect(hidden).toBe(2);
  });

  it("shows the food of each line, without its amount, unit or cut", () => {
    const { chips } = ingredientChips(
      ["2 xícaras (chá) de fubá", "300 g de frango em pedaços", "3 ovos"],
      15,
    );
    expect(chips.map((chip) => chip.short)).toEqual(["fubá", "frango", "ovos"]);
    expect(chips[1]!.full).toBe("300 g de frango em pedaços");
  });

  it("leaves names that fit alone and adds no count when nothing is left out", () => {
    expect(ingredientChips(["leite de coco"], 15)).toEqual({
      chips: [{ full: "leite de coco", short: "leite de coco" }],
      hidden: 0,
    });
  });
});
