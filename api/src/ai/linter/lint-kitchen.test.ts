import { describe, expect, it } from "vitest";
import { codes, stew } from "./lint-fixtures.ts";

describe("the recipe linter, following the kitchen through the steps", () => {
  it("flags a protein browned and set aside that never returns to the pot", () => {
    const steps = [...stew().instructions];
    steps[2] = "Junte as batatas, cubra com água e cozinhe por 25 minutos, até ficarem macias.";
    expect(codes(stew({ instructions: steps }))).toContain("reserved_not_returned instructions[0]");
  });

  it("reads what a step sets aside apart from the fat it browned in", () => {
    const meatballs = (last: string) =>
      stew({
        title: "Almôndegas ao molho",
        ingredients: [
          "500 g de carne moída",
          "2 xícaras (chá) de molho de tomate",
          "2 colheres (sopa) de óleo",
        ],
        instructions: [
          "Faça bolinhas com a carne moída.",
          "Doure as almôndegas no óleo e reserve.",
          "Na mesma panela, ferva o molho de tomate.",
          last,
        ],
      });
    expect(codes(meatballs("Volte as almôndegas à panela e cozinhe por 15 minutos."))).toEqual([]);
    expect(codes(meatballs("Sirva o molho."))).toEqual(["reserved_not_returned instructions[1]"]);
  });

  it("flags pasta water kept and never used, and not when it loosens the sauce", () => {
    const pasta = (last: string) =>
      stew({
        title: "Macarrão ao sugo",
        ingredients: ["200 g de macarrão", "2 tomates picados", "2 colheres (sopa) de azeite", "sal a gosto"],
        instructions: [
          "Cozinhe o macarrão em água salgada; reserve uma xícara da água do cozimento antes de escorrer.",
          "Aqueça o azeite e cozinhe os tomates por 10 minutos com sal.",
          last,
        ],
      });
    expect(codes(pasta("Misture o macarrão ao molho e sirva."))).toEqual([
      "reserved_not_returned instructions[0]",
    ]);
    const loosened = pasta("Misture o macarrão ao molho com um pouco da água do cozimento e sirva.");
    expect(codes(loosened)).toEqual([]);
  });

  it("flags browning 'aos poucos' before any fat or heat", () => {
    const steps = ["Doure o frango aos poucos.", ...stew().instructions.slice(1)];
    expect(codes(stew({ instructions: steps }))).toContain("cooked_without_heat instructions[0]");
  });

  it("flags raw lentils that are never cooked, and raw potato added in the last minutes", () => {
    const lentils = stew({
      title: "Lentilha com cebola",
      ingredients: ["1 xícara (chá) de lentilha", "1 cebola picada", "2 colheres (sopa) de óleo"],
      instructions: ["Aqueça o óleo e refogue a cebola.", "Junte a lentilha cozida, misture e sirva."],
    });
    expect(codes(lentils)).toContain("raw_not_cooked ingredients[0]");
    const steps = [...stew().instructions];
    steps[2] =
      "Volte o frango, cubra com água e cozinhe por 25 minutos. Junte as batatas nos últimos minutos.";
    expect(codes(stew({ instructions: steps }))).toContain("raw_not_cooked ingredients[1]");
  });

  it("flags a step after serving and a cooking step after the oven", () => {
    const late = stew({ instructions: [...stew().instructions, "Junte o sal e misture bem."] });
    expect(codes(late)).toContain("step_after_end instructions[4]");
    const cake = stew({
      title: "Bolo de banana",
      ingredients: ["3 bananas", "2 ovos", "2 xícaras (chá) de farinha de trigo", "1 xícara (chá) de açúcar"],
      instructions: [
        "Bata as bananas, os ovos e o açúcar no liquidificador.",
        "Misture a farinha de trigo e leve ao forno a 180 °C por 40 minutos.",
        "Junte as bananas picadas à massa.",
      ],
    });
    expect(codes(cake)).toContain("step_after_end instructions[2]");
  });

  it("lets a finishing touch follow the oven ('Finalize com a castanha por cima')", () => {
    const roast = stew({
      title: "Batatas assadas",
      ingredients: [
        "4 batatas em gomos",
        "2 colheres (sopa) de azeite",
        "sal a gosto",
        "30 g de castanha-de-caju",
      ],
      instructions: [
        "Preaqueça o forno a 200 °C.",
        "Misture as batatas com o azeite e o sal.",
        "Espalhe em uma assadeira e asse por 35 minutos.",
        "Finalize com a castanha-de-caju por cima.",
      ],
    });
    expect(codes(roast)).toEqual([]);
  });

  it("lets a glaze go back to the oven, and finishing steps follow it", () => {
    const ribs = stew({
      title: "Costelinha assada",
      ingredients: ["1 kg de costelinha suína", "4 colheres (sopa) de ketchup", "sal a gosto"],
      instructions: [
        "Tempere a costelinha com sal, embrulhe em papel-alumínio e asse a 180 °C por 1 hora.",
        "Enquanto a carne assa, ferva o ketchup numa panelinha por 3 minutos.",
        "Abra o papel, pincele o molho e volte ao forno a 220 °C por 15 minutos para caramelizar.",
        "Corte e sirva.",
      ],
      cookingTime: 90,
    });
    expect(codes(ribs)).toEqual([]);
  });

  it("reads a gratin and the airfryer as the oven's end, and still flags cooking after them", () => {
    const gratin = (last: string) =>
      codes(
        stew({
          title: "Batatas gratinadas",
          ingredients: [
            "4 batatas em rodelas",
            "1 xícara (chá) de creme de leite",
            "100 g de muçarela ralada",
          ],
          instructions: [
            "Arrume as batatas numa travessa, regue com o creme de leite e asse a 200 °C por 30 minutos.",
            "Espalhe a muçarela e gratine no forno a 220 °C por 10 minutos.",
            last,
          ],
        }),
      );
    expect(gratin("Deixe descansar 5 minutos e sirva.")).toEqual([]);
    expect(gratin("Junte as batatas e cozinhe por 5 minutos.")).toEqual(["step_after_end instructions[2]"]);
    const airfryer = (last: string) =>
      codes(
        stew({
          title: "Batatas assadas",
          ingredients: ["4 batatas em gomos", "2 colheres (sopa) de azeite", "sal a gosto"],
          instructions: [
            "Misture as batatas com o azeite e o sal e asse na airfryer a 200 °C por 15 minutos.",
            "Sacuda o cesto e volte à airfryer por mais 10 minutos.",
            last,
          ],
        }),
      );
    expect(airfryer("Retire da airfryer e acerte o sal.")).toEqual([]);
    expect(airfryer("Junte o sal e refogue por 2 minutos.")).toEqual(["step_after_end instructions[2]"]);
  });

  it("takes the oven a cake bakes in for heat, and still flags a cold pan that browns", () => {
    const cake = stew({
      title: "Bolo de banana",
      ingredients: ["3 bananas", "2 ovos", "2 xícaras (chá) de farinha de trigo", "1 xícara (chá) de açúcar"],
      instructions: [
        "Bata as bananas, os ovos e o açúcar no liquidificador e misture a farinha de trigo.",
        "Despeje numa forma untada e asse por 40 minutos, até dourar.",
      ],
    });
    expect(codes(cake)).toEqual([]);
    const pan = { ...cake, instructions: [...cake.instructions.slice(0, 1), "Despeje numa forma e doure."] };
    expect(codes(pan)).toEqual(["cooked_without_heat instructions[1]"]);
  });

  it("knows a dry pan that grills, a microwave and ghee are heat, and still flags a cold pan", () => {
    const grilled = stew({
      title: "Queijo coalho com melado",
      ingredients: ["200 g de queijo coalho", "3 colheres (sopa) de melado"],
      instructions: [
        "Corte o queijo coalho em fatias grossas.",
        "Grelhe as fatias numa frigideira antiaderente seca até dourar dos dois lados.",
        "Regue com o melado e sirva.",
      ],
    });
    expect(codes(grilled)).toEqual([]);
    const mug = stew({
      title: "Bolo de caneca",
      ingredients: ["1 ovo", "4 colheres (sopa) de farinha de trigo", "2 colheres (sopa) de açúcar"],
      instructions: [
        "Em uma caneca, bata o ovo com o açúcar e a farinha de trigo.",
        "Leve ao micro-ondas por 2 minutos.",
      ],
    });
    expect(codes(mug)).toEqual([]);
    const ghee = stew({
      ingredients: stew().ingredients.map((line) => line.replace("óleo", "ghee")),
      instructions: ["Doure o frango no ghee aos poucos. Retire e reserve.", ...stew().instructions.slice(1)],
    });
    expect(codes(ghee)).toEqual([]);
    const cold = stew({
      instructions: ["Salteie o frango e reserve.", ...stew().instructions.slice(1)],
    });
    expect(codes(cold)).toContain("cooked_without_heat instructions[0]");
    const marinated = stew({
      instructions: [
        "Tempere o frango com sal e deixe descansar por 30 minutos; seque bem antes de fritar.",
        ...stew().instructions,
      ],
    });
    expect(codes(marinated)).toEqual([]);
  });

  it("knows frios, tofu and flocão are sold cooked, and still flags raw linguiça in a tapioca", () => {
    const tapioca = (filling: string) =>
      stew({
        title: "Tapioca recheada",
        ingredients: ["½ xícara (chá) de goma de tapioca", filling],
        instructions: [
          "Espalhe a goma numa frigideira antiaderente em fogo médio até formar um disco.",
          `Recheie metade com ${filling.replace(/^.* de /, "a ")} e dobre.`,
        ],
      });
    expect(codes(tapioca("4 fatias de mortadela"))).toEqual([]);
    expect(codes(tapioca("100 g de tofu defumado"))).toEqual([]);
    expect(codes(tapioca("100 g de linguiça"))).toEqual(["raw_not_cooked ingredients[1]"]);
  });

  it("reads sautéing as cooking ('junte o bacalhau e salteie por 3 minutos')", () => {
    const steps = [...stew().instructions];
    steps[2] = "Volte o frango à panela, junte as batatas e salteie por 25 minutos, até ficarem macias.";
    expect(codes(stew({ instructions: steps }))).toEqual([]);
  });
});
