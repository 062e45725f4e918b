import { describe, expect, it } from "vitest";
import { codes, stew } from "../lint-fixtures.ts";

const spoons = (line: string) =>
  codes(stew({ ingredients: stew().ingredients.with(3, line) })).filter((code) => code.startsWith("spoon_"));

describe("spoons as a cook measures them", () => {
  it("flags a quartered tablespoon and a quartered teaspoon past the first", () => {
    for (const line of [
      "3 ¼ colheres (sopa) de farinha de trigo",
      "1 ¾ colher (sopa) de amendoim",
      "1 ¼ colher (sopa) de castanha-do-pará",
      "¼ colher (sopa) de fermento químico",
      "¾ colher (sopa) de fermento químico",
      "1 ¼ colher (chá) de canela",
    ])
      expect(spoons(line), line).toEqual(["spoon_fraction ingredients[3]"]);
  });

  it("lets whole and half spoons and the small teaspoons be", () => {
    for (const line of [
      "3 colheres (sopa) de farinha de trigo",
      "1 ½ colher (sopa) de amendoim",
      "½ colher (sopa) de leite de coco",
      "¼ colher (chá) de fermento químico",
      "¾ colher (chá) de fermento químico",
      "2 ½ colheres (chá) de canela",
    ])
      expect(spoons(line), line).toEqual([]);
  });

  it("flags spoons counted past what a cook counts: cups and tablespoons measure them", () => {
    for (const line of [
      "12 colheres (sopa) de aveia",
      "15 colheres (sopa) de granola",
      "4 colheres (chá) de orégano",
      "6 colheres (chá) de orégano",
    ])
      expect(spoons(line), line).toEqual(["spoon_count ingredients[3]"]);
    for (const line of [
      "6 colheres (sopa) de aveia",
      "¾ xícara (chá) de aveia",
      "3 colheres (chá) de orégano",
    ])
      expect(spoons(line), line).toEqual([]);
  });
});
