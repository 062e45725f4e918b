import { describe, expect, it } from "vitest";
import { buildShoppingList, categorizeIngredient, toShoppingItem } from "./shopping.ts";

describe("categorizeIngredient", () => {
  it.each([
    ["peito de frango", "Carnes e Peixes"],
    ["Filé de tilápia", "Carnes e Peixes"],
    ["queijo muçarela", "Laticínios"],
    ["leite", "Laticínios"],
    ["leite de coco", "Mercearia"],
    ["creme de leite", "Mercearia"],
    ["tomates", "Hortifrúti"],
    ["cheiro-verde", "Hortifrúti"],
    ["arroz", "Mercearia"],
    ["ovos", "Ovos"],
    ["papel-manteiga", "Outros"],
    ["açafrão-da-terra", "Mercearia"],
    // Plurals that a bare "s"/"es" after the keyword would miss.
    ["limões", "Hortifrúti"],
    ["pães franceses", "Mercearia"],
    ["camarões", "Carnes e Peixes"],
    ["couves-flor", "Hortifrúti"],
    ["couves-flores", "Hortifrúti"],
  ])("%s → %s", (name, category) => {
    expect(categorizeIngredient(name)).toBe(category);
  });
});

describe("toShoppingItem", () => {
  it.each([
    ["2 xícaras (chá) de arroz", { quantity: "2", unit: "xícaras (chá)", name: "arroz" }],
    ["500 g de peito de frango em cubos", { quantity: "500", unit: "g", name: "peito de frango" }],
    ["1 dente de alho picado", { quantity: "1", unit: "dente", name: "alho" }],
    ["3 ovos", { quantity: "3", unit: "", name: "ovos" }],
    ["sal a gosto", { quantity: "", unit: "", name: "sal" }],
    // Nobody buys half an onion: counted foods are rounded up to whole ones.
    ["1/2 cebola, picada", { quantity: "1", unit: "", name: "cebola" }],
    ["2,3 tomates picados", { quantity: "3", unit: "", name: "tomates" }],
    ["1 ½ caixinha de creme de leite", { quantity: "2", unit: "caixinhas", name: "creme de leite" }],
    ["360 g de carne moída", { quantity: "400", unit: "g", name: "carne moída" }],
    ["1,2 kg de frango", { quantity: "1,5", unit: "kg", name: "frango" }],
    [
      "1 1/2 xícara (chá) de farinha de trigo",
      { quantity: "1 ½", unit: "xícara (chá)", name: "farinha de trigo" },
    ],
  ])("%s", (line, expected) => {
    expect(toShoppingItem(line)).toMatchObject(expected);
  });

  it("scales the quantity for the chosen servings", () => {
    expect(toShoppingItem("2 xícaras (chá) de arroz", 2).quantity).toBe("4");
  });
});

describe("buildShoppingList", () => {
  it("files lines in the aisles given beside them, and by keyword where none is given", () => {
    const list = buildShoppingList(["1 colher (chá) de bicarbonato", "2 ovos", "1 cebola"], 1, [
      "Mercearia",
      undefined,
    ]);
    expect(list.map((g) => [g.category, g.items.map((i) => i.name)])).toEqual([
      ["Hortifrúti", ["cebola"]],
      ["Mercearia", ["bicarbonato"]],
      ["Ovos", ["ovos"]],
    ]);
  });

  it("leaves tap water off the list", () => {
    const list = buildShoppingList(["2 xícaras (chá) de água quente", "1 xícara (chá) de água de coco"]);
    expect(list.flatMap((g) => g.items.map((i) => i.name))).toEqual(["água de coco"]);
  });

  it("merges lines of the same food whose amounts add up (g with kg, cups with spoons)", () => {
    const list = buildShoppingList([
      "300 g de carne moída",
      "0,5 kg de carne moída",
      "1 xícara (chá) de leite",
      "2 colheres (sopa) de leite",
      "2 tomates picados",
      "1 tomate maduro",
      "2 dentes de alho picados",
      "1 dente de alho amassado",
    ]);
    const items = list.flatMap((g) =>
      g.items.map((i) => `${i.quantity} ${i.unit} ${i.name}`.replace(/\s+/g, " ")),
    );
    expect(items).toEqual(["800 g carne moída", "300 ml leite", "3 tomates", "3 dentes alho"]);
  });

  it("groups items in the spec's category order and drops empty groups", () => {
    const list = buildShoppingList(["3 ovos", "2 tomates", "500 g de frango", "1 xícara de arroz"]);
    expect(list.map((g) => g.category)).toEqual(["Carnes e Peixes", "Hortifrúti", "Mercearia", "Ovos"]);
  });
});
