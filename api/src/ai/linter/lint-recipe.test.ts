import type { GeneratedRecipe } from "@chefzap/shared";
import { describe, expect, it } from "vitest";
import { lintRecipe } from "./lint-recipe.ts";

/** A stew a cook can follow; each test breaks one thing in it. */
function stew(overrides: Partial<GeneratedRecipe> = {}): GeneratedRecipe {
  return {
    title: "Frango ensopado com batatas",
    description: "Um ensopado de panela.",
    ingredients: [
      "500 g de frango em cubos",
      "2 batatas em cubos",
      "1 cebola picada",
      "2 colheres (sopa) de óleo",
      "sal a gosto",
    ],
    instructions: [
      "Aqueça o óleo na panela e doure o frango aos poucos. Retire e reserve.",
      "Na mesma panela, refogue a cebola até murchar.",
      "Volte o frango à panela, junte as batatas, cubra com água e cozinhe por 25 minutos, até ficarem macias.",
      "Acerte o sal e sirva.",
    ],
    cookingTime: 45,
    servings: 4,
    tips: "",
    substitutions: "",
    skillLevel: "iniciante",
    usedIngredients: ["frango", "batata"],
    leftOut: [],
    ...overrides,
  };
}

const codes = (recipe: GeneratedRecipe) => lintRecipe(recipe).map((f) => `${f.code} ${f.at}`);

describe("the recipe linter", () => {
  it("finds nothing wrong in a recipe a cook can follow", () => {
    expect(lintRecipe(stew())).toEqual([]);
  });

  it("flags a listed ingredient no step uses (queijo coalho in a baião)", () => {
    const recipe = stew({ ingredients: [...stew().ingredients, "100 g de queijo coalho em cubos"] });
    expect(codes(recipe)).toEqual(["unused_ingredient ingredients[5]"]);
  });

  it("flags a step using what the list does not have", () => {
    const steps = [...stew().instructions];
    steps[1] = "Na mesma panela, refogue a cebola e o pimentão até murchar.";
    expect(codes(stew({ instructions: steps }))).toEqual(["unlisted_ingredient instructions[1]"]);
  });

  it("flags a protein browned and set aside that never returns to the pot", () => {
    const steps = [...stew().instructions];
    steps[2] = "Junte as batatas, cubra com água e cozinhe por 25 minutos, até ficarem macias.";
    expect(codes(stew({ instructions: steps }))).toContain("reserved_not_returned instructions[0]");
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
    });
    expect(codes(ribs)).toEqual([]);
  });

  it("flags amounts nobody buys: 2 ½ cans, 13 ½ okras, a kilo of sugar per plate", () => {
    const pudding = stew({
      ingredients: [...stew().ingredients, "2 ½ latas de leite condensado", "13 ½ quiabos", "1 kg de açúcar"],
      instructions: [
        ...stew().instructions.slice(0, 3),
        "Junte o leite condensado, os quiabos e o açúcar.",
        "Acerte o sal e sirva.",
      ],
    });
    expect(codes(pudding).filter((c) => c.startsWith("implausible"))).toEqual([
      "implausible_amount ingredients[5]",
      "implausible_amount ingredients[6]",
      "implausible_amount ingredients[7]",
    ]);
  });

  it("flags a title that promises what the dish does not have", () => {
    expect(codes(stew({ title: "Frango ensopado com macarrão" }))).toEqual(["title_not_in_dish title"]);
    expect(codes(stew({ title: "Hambúrguer caseiro de frango" }))).toEqual(["title_not_in_dish title"]);
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
});
