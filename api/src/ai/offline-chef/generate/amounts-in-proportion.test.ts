import { describe, expect, it } from "vitest";
import { generateOffline } from "../index.ts";
import type { GenerateOfflineInput } from "../generate/generate-offline.ts";

const recipe = (ingredients: string[], version = 0) =>
  generateOffline({ ingredients, skillLevel: "intermediario", version } satisfies GenerateOfflineInput);
const lineOf = (lines: readonly string[], food: RegExp) => lines.find((line) => food.test(line));

describe("amounts in proportion to the dish", () => {
  it("stirs half a caixinha of cream into a brigadeiro that must still roll, and says a portion is two", () => {
    const brigadeiro = recipe(["doce de leite", "leite condensado", "creme de leite"], 1);
    expect(brigadeiro.title).toBe("Brigadeiro de doce de leite");
    expect(brigadeiro.ingredients).toContain("½ caixinha de creme de leite");
    expect(brigadeiro.servings).toBe(12);
    expect(brigadeiro.description).toMatch(/rende cerca de 24, dois por porção/);
  });

  it("dresses one can of tuna in a salpicão with half a cup, not a bowl of yoghurt and cream", () => {
    const salpicao = recipe(["atum", "iogurte", "creme de leite"]);
    expect(salpicao.title).toBe("Salpicão de atum");
    expect(salpicao.ingredients).toContain("½ xícara (chá) de iogurte");
    expect(salpicao.ingredients).toContain("½ caixinha de creme de leite");
  });

  it("fills a torta de liquidificador with about two cups under two cups of flour", () => {
    const torta = recipe(["atum", "cenoura", "farinha de trigo"]);
    expect(torta.title).toBe("Torta de liquidificador de atum e cenoura");
    // A can of atum and two grated cenouras: about two cups of filling.
    expect(torta.ingredients).toContain("1 lata de atum (170 g)");
    expect(torta.ingredients).toContain("2 cenouras raladas");
    expect(torta.ingredients).toContain("2 xícaras (chá) de farinha de trigo");
  });

  it("covers a creme's vegetables with water and finishes with a cup of milk, not two litres", () => {
    const creme = recipe(["milho", "leite"]);
    expect(creme.title).toBe("Creme de milho");
    expect(creme.ingredients).toContain("3 xícaras (chá) de água");
    expect(creme.ingredients).toContain("1 xícara (chá) de leite");
    expect(recipe(["cenoura"]).ingredients).toContain("4 cenouras em rodelas");
  });

  it("buys broccoli by the maço and sprinkles a teaspoon of oregano over four bowls", () => {
    expect(lineOf(recipe(["brócolis"]).ingredients, /brócolis/)).toBe("2 maços de brócolis em floretes");
    expect(lineOf(recipe(["milho em lata", "orégano", "cebola"]).ingredients, /orégano/)).toBe(
      "1 colher (chá) de orégano",
    );
  });

  it("serves eggs and rolls whole to each person", () => {
    expect(lineOf(recipe(["ovo", "pimentão"]).ingredients, /ovo/)).toBe("4 ovos");
    expect(lineOf(recipe(["linguiça", "pão francês"]).ingredients, /pão|pães/)).toBe("4 pães franceses");
  });
});
