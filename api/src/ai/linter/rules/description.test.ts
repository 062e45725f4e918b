import { describe, expect, it } from "vitest";
import { codes, stew } from "../lint-fixtures.ts";

const described = (description: string) => codes(stew({ description }));

describe("the recipe linter, reading the title and description against the list", () => {
  it("flags a description that names what the list does not hold", () => {
    expect(described("Frango ensopado com batatas, com um fio de azeite por cima.")).toEqual([
      "description_not_in_dish description",
    ]);
    expect(described("Frango ensopado com batatas e salsicha.")).toEqual([
      "description_not_in_dish description",
    ]);
    expect(described("Frango ensopado com batatas, caldo grosso e tempero de vó.")).toEqual([]);
  });

  it("reads what the dish is served with, and a meal's name, as no promise", () => {
    expect(described("Frango ensopado com batatas, que vai bem com arroz e feijão.")).toEqual([]);
    expect(described("Frango ensopado com batatas, acompanhado de arroz, farofa e ovo.")).toEqual([]);
    expect(described("Frango com batatas para o café da manhã.")).toEqual([]);
  });

  it("flags a group word without its group", () => {
    // One vegetable is no "legumes", one fruit no "salada de frutas".
    expect(described("Ensopado de frango com legumes e caldo temperado.")).toEqual([
      "group_without_group description",
    ]);
    expect(
      codes(
        stew({
          title: "Salada de frutas",
          ingredients: ["2 xícaras (chá) de morango em cubos", "2 xícaras (chá) de água de coco"],
        }),
      ),
    ).toContain("group_without_group title");
    const withCarrot = stew({
      description: "Ensopado de frango com legumes e caldo temperado.",
      ingredients: [...stew().ingredients, "1 cenoura em cubos"],
      instructions: stew().instructions.map((step, i) =>
        i === 2 ? step.replace("as batatas", "as batatas e a cenoura") : step,
      ),
    });
    expect(codes(withCarrot)).toEqual([]);
  });

  it("flags a word, a measure or an instruction said twice", () => {
    expect(
      codes(stew({ title: "Frango ensopado (versão rápida)", description: "Versão versão rápida." })),
    ).toEqual(["said_twice description"]);
    const canned = stew({
      ingredients: ["1 lata de sardinha em lata (125 g)", ...stew().ingredients.slice(1)],
    });
    expect(codes(canned)).toContain("said_twice ingredients[0]");
    const halfway = stew({
      instructions: [
        ...stew().instructions.slice(0, 3),
        "Espalhe no cesto e asse por 15 minutos, mexendo na metade, sacudindo o cesto na metade do tempo.",
        stew().instructions[3]!,
      ],
    });
    expect(codes(halfway)).toContain("said_twice instructions[3]");
    expect(codes(stew({ description: "Versão rápida." }))).toEqual([]);
  });

  it("flags a cut on a ground meat", () => {
    const ground = (line: string) =>
      codes(
        stew({
          title: "Carne moída ensopada com batatas",
          ingredients: [line, ...stew().ingredients.slice(1)],
          instructions: stew().instructions.map((step) => step.replace("o frango", "a carne moída")),
        }),
      );
    expect(ground("300 g de carne moída picada")).toContain("cut_ground ingredients[0]");
    expect(ground("300 g de carne moída")).not.toContain("cut_ground ingredients[0]");
  });

  it("flags two words for one food that disagree", () => {
    expect(described("Batatas assadas com casca, crocante por fora e macias por dentro.")).toEqual([
      "agreement description",
    ]);
    expect(described("Batatas amassadas cremoso, com frango por cima.")).toEqual(["agreement description"]);
    expect(described("Batatas assadas com casca, crocantes por fora e macias por dentro.")).toEqual([]);
    expect(described("Batatas amassadas cremosas, com frango por cima.")).toEqual([]);
  });
});
