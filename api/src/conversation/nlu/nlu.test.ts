import { describe, expect, it } from "vitest";
import { catalogue } from "../../modules/catalogue/index.ts";
import { readFileSync } from "node:fs";
import { fold } from "@chefzap/shared";
import { catalogueResolve, DEV_SET, evaluate, TEST_SET, TRAP_SET } from "./evaluation/evaluate.ts";
import { sharedNlu, trainingExamples } from "./index.ts";

const nlu = () => sharedNlu(catalogue());
const fresh = { hasRecipe: false };
const afterRecipe = { hasRecipe: true };
const read = async (text: string, context = fresh) => (await nlu()).understand(text, context);
const lines = async (text: string) => (await read(text)).foods.map((f) => f.line);

describe("the chat's reader: foods", () => {
  it("keeps only foods, with the amount typed before each, out of a message without commas", async () => {
    const u = await read("oi tenho arroz ovo e ervilha aqui kkk oq eu faço pra 5 pessoas");
    expect(u.intent).toBe("generate");
    expect(u.foods.map((f) => f.line)).toEqual(["arroz", "ovo", "ervilha"]);
    expect(u.servings).toBe(5);
    expect(await lines("3 coxa de frango e meio pimentão")).toEqual(["3 coxa de frango", "meio pimentão"]);
    expect(await lines("2kg de batata e 500g de carne moida")).toEqual([
      "2kg de batata",
      "500g de carne moida",
    ]);
  });

  it("never reads a meal, a count of people or a chat word as food", async () => {
    const u = await read("quero algo pro café da manhã com banana e aveia pra dez pessoas");
    expect(u.foods.map((f) => f.typed)).toEqual(["banana", "aveia"]);
    expect([u.meal, u.servings]).toEqual(["cafe da manha", 10]);
    // One letter from a food: "lugar" (sugar), "marca" (maçã), "cancela" (canela), "me passa" (passas).
    expect(await lines("me passa o link, não sei o lugar da marca")).toEqual([]);
    expect(await lines("cancela")).toEqual([]);
  });

  it("keeps a word of a clear list it does not know, to say so, and no other", async () => {
    const u = await read("frango, batata, xuxuzinho-roxo e cebola");
    expect(u.unknown).toEqual(["xuxuzinho-roxo"]);
    expect((await read("frango e batata aqui kkk blz")).unknown).toEqual([]);
  });
});

describe("the chat's reader: what a message asks", () => {
  it.each([
    ["olá, td certo por aí?", "greeting"],
    ["brigadão!!", "thanks"],
    ["kkkkkk", "laughter"],
    ["quem ganhou o jogo ontem?", "offTopic"],
    ["monta meu cardápio da semana", "weeklyMenu"],
    ["cade minhas receitas salvas", "myRecipes"],
  ])("%j is %s", async (text, intent) => {
    expect((await read(text)).intent).toBe(intent);
  });

  it("reads a dish asked by name, with its foods and people", async () => {
    const u = await read("faz um strogonoff de frango pra 4");
    expect([u.intent, u.dish, u.servings]).toEqual(["dish", "estrogonofe", 4]);
    expect(u.foods.map((f) => f.typed)).toEqual(["frango"]);
  });

  it("reads a change in question form as a change of the last recipe", async () => {
    for (const text of ["pode tirar o alho?", "e se for pra oito?", "consegue deixar sem glúten?"])
      expect((await read(text, afterRecipe)).intent, text).toBe("modify");
  });

  it("reads a complaint about a missing food as a change, never as a cancel", async () => {
    for (const text of ["esqueceu o champignon", "e o requeijao??", "faltou o alho"])
      expect((await read(text, afterRecipe)).intent, text).toBe("modify");
  });

  it("does not take numbers about the cook for a linking code", async () => {
    expect((await read("sou mulher 42 anos 1,60 68kg quero emagrecer")).intent).not.toBe("link");
  });

  it("without a recipe to change, foods after 'sem' still ask for a recipe", async () => {
    expect((await read("sem glúten, tenho frango e batata")).intent).toBe("generate");
  });

  it("finds both requests of one message, in order", async () => {
    const u = await read("faz um escondidinho e depois me passa as calorias");
    expect([u.intent, u.also]).toEqual(["dish", ["nutrition"]]);
  });

  it("takes a six-digit code however it is spaced, and no other", async () => {
    expect((await read("vincular 123 456")).code).toBe("123456");
    const malformed = await read("vincular 12345");
    expect([malformed.intent, malformed.code]).toEqual(["link", undefined]);
  });

  it("is unsure of words it has never seen", async () => {
    expect((await read("asdfgh qwerty")).confidence).toBeLessThan(0.35);
  });

  it("is measured on sets kept apart from what it learnt: no line of them is in the corpus", () => {
    const key = (text: string) =>
      fold(text)
        .replace(/[^a-z0-9]+/g, " ")
        .trim();
    const learnt = new Set(trainingExamples().map((e) => key(e.text)));
    for (const file of [TEST_SET, DEV_SET, TRAP_SET]) {
      const lines = readFileSync(file, "utf8").trim().split("\n");
      const texts = lines.map((line) => key((JSON.parse(line) as { text: string }).text));
      expect(
        texts.filter((text) => learnt.has(text)),
        file,
      ).toEqual([]);
    }
  });

  it("keeps its accuracy on the development set it was tuned on", async () => {
    const foods = catalogue();
    const scores = await evaluate(await nlu(), catalogueResolve(foods), DEV_SET);
    expect(scores.intentAccuracy).toBeGreaterThanOrEqual(0.95);
    expect(scores.foodPrecision).toBeGreaterThanOrEqual(0.97);
    expect(scores.foodRecall).toBeGreaterThanOrEqual(0.97);
    expect(scores.nonFoodLines).toBe(0);
  });

  it("puts none of the chat words around foods into an ingredient line", async () => {
    const scores = await evaluate(await nlu(), catalogueResolve(catalogue()), TRAP_SET);
    expect(scores.falseFoods).toEqual([]);
    expect(scores.foodRecall).toBeGreaterThanOrEqual(0.97);
  });
});
