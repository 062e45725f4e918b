import { describe, expect, it } from "vitest";
import { ingredientAisles } from "./ingredient-aisles.ts";

describe("ingredientAisles", () => {
  it("files each line by the catalogue's aisle for its food", () => {
    expect(
      ingredientAisles([
        "500 g de peito de frango em cubos",
        "1 colher (chá) de bicarbonato de sódio",
        "2 xícaras (chá) de leite de coco",
        "3 ovos",
        "1 maço de cheiro-verde picado",
      ]),
    ).toEqual(["Carnes e Peixes", "Mercearia", "Mercearia", "Ovos", "Hortifrúti"]);
  });

  it("reads the food as the list names it, not with the cut the reader left on it", () => {
    // The catalogue knows fígado; "fígado em bifes finos" was filed under Outros.
    expect(ingredientAisles(["240 g de fígado em bifes finos", "3 colheres (sopa) de cacau em pó"])).toEqual([
      "Carnes e Peixes",
      "Mercearia",
    ]);
  });

  it("keeps the keyword rule for foods it does not know or finds only inside a name", () => {
    expect(ingredientAisles(["papel-manteiga para forrar", "2 physalis"])).toEqual(["Outros", "Outros"]);
  });
});
