import { describe, expect, it } from "vitest";
import { readIntent, splitFoods } from "./intents.ts";

const FOODS = new Set(["frango", "batata", "cenoura", "ovo", "queijo", "arroz", "feijao", "feijão"]);
const isFood = (phrase: string) => FOODS.has(phrase.toLowerCase());
const withRecipe = { lastRecipeId: "r1" };

describe("readIntent (offline, pt-BR)", () => {
  it.each([
    ["tenho frango, batata e cenoura", ["frango", "batata", "cenoura"]],
    ["o que faço com ovo e queijo?", ["ovo", "queijo"]],
    ["Só tenho arroz e feijão", ["arroz", "feijão"]],
    ["receita com frango", ["frango"]],
    ["frango, batata", ["frango", "batata"]],
  ])("reads %j as ingredients", (text, ingredients) => {
    expect(readIntent(text, {}, isFood)).toEqual({ kind: "generate", ingredients });
  });

  it.each([
    "sem cebola",
    "mais picante",
    "para 6 pessoas",
    "troque o frango por carne moída",
    "versão vegana",
    "na airfryer",
  ])("reads %j as a change to the last recipe", (text) => {
    expect(readIntent(text, withRecipe, isFood)).toEqual({ kind: "modify", request: text });
  });

  it.each([
    ["quantas calorias?", "nutrition"],
    ["tem glúten?", "nutrition"],
    ["lista de compras", "shopping"],
    ["o que preciso comprar?", "shopping"],
    ["minhas receitas", "myRecipes"],
    ["Menu", "menu"],
    ["oi", "menu"],
    ["ajuda", "help"],
    ["cancelar", "cancel"],
    ["me manda o link", "recipeLink"],
    ["quem ganhou o jogo ontem?", "offTopic"],
    ["escreva um poema sobre o mar", "offTopic"],
  ])("reads %j as %s", (text, kind) => {
    expect(readIntent(text, withRecipe, isFood).kind).toBe(kind);
  });

  it("reads numbers as menu choices and a linking code with or without spaces", () => {
    expect(readIntent("3", {}, isFood)).toEqual({ kind: "choice", option: "3" });
    expect(readIntent("vincular 123456", {}, isFood)).toEqual({ kind: "link", code: "123456" });
    expect(readIntent("Vincular 123-456", {}, isFood)).toEqual({ kind: "link", code: "123456" });
  });

  it("reads a bare answer by what the conversation waits for", () => {
    expect(readIntent("sim", { awaiting: "scan_confirm" }, isFood)).toEqual({ kind: "confirm" });
    expect(readIntent("não", { awaiting: "scan_confirm" }, isFood)).toEqual({ kind: "deny" });
    expect(readIntent("tomate, alface", { awaiting: "scan_confirm" }, isFood)).toEqual({
      kind: "generate",
      ingredients: ["tomate", "alface"],
    });
    expect(readIntent("tira o sal", { awaiting: "modify" }, isFood)).toEqual({
      kind: "modify",
      request: "tira o sal",
    });
    // Without a recipe to change, "sem cebola" is not a change request.
    expect(readIntent("sem cebola", {}, isFood).kind).not.toBe("modify");
  });

  it("splits a typed list however it is joined, and bounds it", () => {
    expect(splitFoods("frango; batata\ncenoura + ovo")).toEqual(["frango", "batata", "cenoura", "ovo"]);
    expect(splitFoods(Array.from({ length: 40 }, (_, i) => `item${i}`).join(", "))).toHaveLength(20);
  });
});
