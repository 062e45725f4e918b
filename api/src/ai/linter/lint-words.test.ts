import { describe, expect, it } from "vitest";
import { codes, stew } from "./lint-fixtures.ts";

describe("the recipe linter, reading titles and agreement", () => {
  it("flags a title that promises what the dish does not have", () => {
    expect(codes(stew({ title: "Frango ensopado com macarrão" }))).toEqual(["title_not_in_dish title"]);
    expect(codes(stew({ title: "Hambúrguer caseiro de frango" }))).toEqual(["title_not_in_dish title"]);
  });

  it("reads 'sem' in a title as a removal, and still checks the foods the title names outside it", () => {
    const noOnion = stew({
      ingredients: stew().ingredients.filter((line) => !line.includes("cebola")),
      instructions: stew().instructions.map((step) => step.replace("refogue a cebola", "junte o sal")),
    });
    const titled = (title: string) => codes({ ...noOnion, title });
    expect(titled("Frango ensopado com batatas (sem cebola)")).toEqual([]);
    expect(titled("Frango ensopado com batatas sem cebola e sem glúten")).toEqual([]);
    expect(titled("Frango ensopado com quiabo (sem cebola)")).toEqual(["title_not_in_dish title"]);
    expect(titled("Frango ensopado (sem cebola) com quiabo")).toEqual(["title_not_in_dish title"]);
    expect(titled("Frango ensopado sem cebola, com quiabo")).toEqual(["title_not_in_dish title"]);
    expect(titled("Frango ensopado com cebola")).toEqual(["title_not_in_dish title"]);
  });

  it("knows a farofa of flocão or aveia is a farofa, and one of nothing is not", () => {
    const farofa = (flour: string) =>
      stew({
        title: "Farofa de cebola",
        ingredients: [
          `1 xícara (chá) de ${flour}`,
          "1 cebola picada",
          "2 colheres (sopa) de óleo",
          "sal a gosto",
        ],
        instructions: [
          "Aqueça o óleo e doure a cebola.",
          `Junte ${flour} aos poucos, mexendo em fogo baixo até ficar sequinha.`,
          "Acerte o sal e sirva.",
        ],
      });
    expect(codes(farofa("flocão de milho"))).toEqual([]);
    expect(codes(farofa("aveia"))).toEqual([]);
    expect(codes(farofa("arroz cozido"))).toEqual(["title_not_in_dish title"]);
  });

  it("knows farofas of panko or biju de milho, a hambúrguer of patinho moído, torradas of pão sírio", () => {
    const farofa = (flour: string) =>
      stew({
        title: "Farofa de manteiga",
        ingredients: [`1 xícara (chá) de ${flour}`, "1 colher (sopa) de manteiga", "sal a gosto"],
        instructions: [
          `Derreta a manteiga, junte o ${flour} e toste em fogo baixo.`,
          "Acerte o sal e sirva.",
        ],
      });
    expect(codes(farofa("panko"))).toEqual([]);
    expect(codes(farofa("biju de milho"))).toEqual([]);
    const burger = stew({
      title: "Hambúrguer caseiro",
      ingredients: ["250 g de patinho moído", "2 pães franceses", "sal a gosto"],
      instructions: [
        "Tempere o patinho moído com sal e modele discos.",
        "Grelhe e monte nos pães franceses.",
      ],
    });
    expect(codes(burger)).toEqual([]);
    const toasts = (bread: string) =>
      stew({
        title: "Torradas com queijo minas",
        ingredients: [`2 ${bread}`, "100 g de queijo minas", "2 colheres (sopa) de azeite"],
        instructions: [
          `Corte os ${bread} em triângulos, regue com o azeite e toste.`,
          "Cubra as torradas com o queijo minas.",
        ],
      });
    expect(codes(toasts("pães sírios"))).toEqual([]);
    expect(codes(toasts("bananas"))).toEqual([
      "unlisted_ingredient instructions[1]",
      "title_not_in_dish title",
    ]);
  });

  it("lets steps call a dish by its name when the list makes it, and not otherwise", () => {
    const gnocchi = (title: string) =>
      stew({
        title,
        ingredients: ["4 batatas", "2 xícaras (chá) de farinha de trigo", "sal a gosto"],
        instructions: [
          "Cozinhe as batatas até ficarem macias e amasse.",
          "Misture com a farinha de trigo e o sal, corte os nhoques e cozinhe em água fervente.",
          "Junte o nhoque escorrido ao molho e sirva.",
        ],
      });
    expect(codes(gnocchi("Nhoque de batata"))).toEqual([]);
    expect(codes(gnocchi("Purê de batata"))).toEqual([
      "unlisted_ingredient instructions[1]",
      "unlisted_ingredient instructions[2]",
    ]);
  });

  it("knows a gelatina set with ágar, and flags one set with nothing", () => {
    const jelly = (gel: string) =>
      stew({
        title: "Gelatina com morangos",
        ingredients: [
          `3 colheres (chá) de ${gel}`,
          "1 xícara (chá) de morango",
          "2 xícaras (chá) de suco de uva",
        ],
        instructions: [
          `Ferva o suco de uva com o ${gel} por 2 minutos.`,
          "Distribua o morango em taças, despeje a gelatina e leve à geladeira por 3 horas.",
        ],
      });
    expect(codes(jelly("ágar-ágar"))).toEqual([]);
    expect(codes(jelly("amido de milho"))).toEqual([
      "unlisted_ingredient instructions[1]",
      "title_not_in_dish title",
    ]);
  });

  it("reads pão de queijo as its dough, not as pão francês, and still asks for its starch and cheese", () => {
    const rolls = (starch: string, cheese: string) =>
      stew({
        title: "Pão de queijo caseiro",
        ingredients: [
          `2 xícaras (chá) de ${starch}`,
          `1 xícara (chá) de ${cheese}`,
          "2 ovos",
          "1 xícara (chá) de leite",
        ],
        instructions: [
          `Escalde o ${starch} com o leite fervente e deixe amornar.`,
          `Junte os ovos e o ${cheese}, faça bolinhas e asse a 200 °C por 25 minutos.`,
        ],
      });
    expect(codes(rolls("polvilho doce", "queijo minas"))).toEqual([]);
    expect(codes(rolls("fécula de mandioca", "parmesão"))).toEqual([]);
    expect(codes(rolls("farinha de trigo", "queijo minas"))).toEqual(["title_not_in_dish title"]);
    expect(codes(rolls("polvilho azedo", "tofu"))).toEqual(["title_not_in_dish title"]);
  });

  it("reads pão caseiro as a dough of flour and yeast, and flags one without them", () => {
    const bread = (flour: string) =>
      stew({
        title: "Pão caseiro",
        ingredients: [
          `4 xícaras (chá) de ${flour}`,
          "10 g de fermento biológico",
          "1 ½ xícara (chá) de água",
        ],
        instructions: [
          "Misture a água morna e o fermento biológico e deixe 10 minutos.",
          `Junte ${flour === "fubá" ? "o" : "a"} ${flour}, sove e deixe crescer por 1 hora.`,
          "Asse em forno preaquecido a 180 °C por 35 minutos.",
        ],
      });
    expect(codes(bread("farinha de trigo"))).toEqual([]);
    expect(codes(bread("fubá"))).toEqual(["title_not_in_dish title"]);
  });

  it("takes achocolatado for a bolo de chocolate's title, but not for chocolate a step melts", () => {
    const cake = (step: string) =>
      stew({
        title: "Bolo de chocolate",
        ingredients: ["¾ xícara (chá) de achocolatado", "3 ovos", "2 xícaras (chá) de farinha de trigo"],
        instructions: [
          `Bata os ovos com o achocolatado. ${step}`,
          "Junte a farinha de trigo e asse por 40 minutos.",
        ],
      });
    expect(codes(cake("Deixe descansar."))).toEqual([]);
    expect(codes(cake("Derreta o chocolate e junte."))).toEqual(["unlisted_ingredient instructions[0]"]);
    expect(codes(stew({ title: "Frango ao molho de chocolate" }))).toEqual(["title_not_in_dish title"]);
  });

  it("reads 'até o ponto de sorvete' as a texture, and sorvete served on top as a food", () => {
    const bowl = (last: string) =>
      stew({
        title: "Tigela de manga",
        ingredients: ["2 mangas em cubos", "6 colheres (sopa) de granola"],
        instructions: ["Bata as mangas congeladas até o ponto de sorvete.", `Sirva com a granola${last}.`],
      });
    expect(codes(bowl(""))).toEqual([]);
    expect(codes(bowl(" e sorvete"))).toEqual(["unlisted_ingredient instructions[1]"]);
  });

  it("reads cooking water by the dish, not by the plate, and a title food by any of its names", () => {
    const polenta = stew({
      title: "Polenta cremosa",
      ingredients: [
        "¾ xícara (chá) de fubá",
        "3 xícaras (chá) de água",
        "1 colher (sopa) de manteiga",
        "sal a gosto",
      ],
      instructions: [
        "Dissolva o fubá na água fria com sal.",
        "Leve ao fogo mexendo sempre por 25 minutos, até engrossar.",
        "Finalize com a manteiga e sirva.",
      ],
      servings: 1,
    });
    expect(codes(polenta)).toEqual([]);
  });

  it("flags words that do not agree with their food, and leaves correct ones alone", () => {
    const steps = [...stew().instructions];
    steps[3] = "Sirva com bananas dourada e inhame assada.";
    expect(codes(stew({ instructions: steps })).filter((c) => c.startsWith("agreement"))).toEqual([
      "agreement instructions[3]",
      "agreement instructions[3]",
    ]);
    const fine = stew({
      title: "Vagem e beterraba refogadas",
      ingredients: [...stew().ingredients.slice(0, 4), "2 dentes de alho picados"],
    });
    expect(codes(fine).filter((c) => c.startsWith("agreement"))).toEqual([]);
  });

  it("flags a compound name whose adjective keeps the singular after a plural head", () => {
    const salad = (lines: string[]) =>
      codes(
        stew({
          title: "Salada de abobrinha",
          ingredients: [...lines, "2 colheres (sopa) de azeite", "sal a gosto"],
          instructions: [
            "Corte as abobrinhas em meias-luas e tempere com sal.",
            "Regue com o azeite e o suco dos limões e sirva.",
          ],
        }),
      ).filter((c) => c.startsWith("agreement"));
    expect(salad(["4 abobrinhas brasileira em meias-luas", "2 limões-siciliano"])).toEqual([
      "agreement ingredients[0]",
      "agreement ingredients[1]",
    ]);
    expect(salad(["4 abobrinhas brasileiras em meias-luas", "2 limões-sicilianos"])).toEqual([]);
    expect(salad(["1 abobrinha brasileira em meias-luas", "1 limão-siciliano"])).toEqual([]);
  });

  it("agrees a word with the name it closes and within its clause, and still flags a mismatch", () => {
    const agreement = (lines: string[], step: string) =>
      codes(
        stew({
          ingredients: [...stew().ingredients, ...lines],
          instructions: [...stew().instructions.slice(0, 3), step, "Acerte o sal e sirva."],
        }),
      ).filter((c) => c.startsWith("agreement"));
    // "queijo muçarela" is masculine; "o iogurte e o mirtilo" are two foods; a colon ends the clause.
    expect(
      agreement(
        ["160 g de queijo muçarela ralado", "1 xícara (chá) de iogurte", "½ xícara (chá) de mirtilo"],
        "Bata o iogurte e o mirtilo congelados com o açúcar: batida demais, a mistura talha.",
      ),
    ).toEqual([]);
    expect(
      agreement(
        ["½ xícara (chá) de mirtilo", "160 g de muçarela"],
        "Bata o mirtilo congelados e cubra com a muçarela ralado.",
      ),
    ).toEqual(["agreement instructions[3]", "agreement instructions[3]"]);
  });
});
