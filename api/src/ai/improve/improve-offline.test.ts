import { describe, expect, it } from "vitest";
import { improveOffline } from "./improve-offline.ts";
import { tidyIngredientLine } from "./tidy-ingredient.ts";
import { tidySteps } from "./tidy-step.ts";

const draft = {
  title: "bolo de fubá da vó.",
  description: "o bolo de domingo",
  ingredients: ["- 2 xic de fubá", "1/2 xícara de óleo", "3 ovos", "200g de açúcar", "sal", "3 ovos"],
  instructions: ["1. bata tudo no liquidificador. Despeje na forma untada. asse por 40 minutos"],
  cookingTime: 50,
  servings: 8,
  tips: "",
  substitutions: "",
};

describe("tidyIngredientLine", () => {
  it("writes amounts and measured units the app's way, keeping the food as written", () => {
    expect(tidyIngredientLine("2 xic de fubá").line).toBe("2 xícaras (chá) de fubá");
    expect(tidyIngredientLine("1/2 xícara de óleo").line).toBe("½ xícara (chá) de óleo");
    expect(tidyIngredientLine("1,5 cs de manteiga").line).toBe("1 ½ colher (sopa) de manteiga");
    expect(tidyIngredientLine("1 xícara e meia de leite").line).toBe("1 ½ xícara de leite");
    expect(tidyIngredientLine("200g de açúcar").line).toBe("200 g de açúcar");
    expect(tidyIngredientLine("1 l de água").line).toBe("1 litro de água");
  });

  it("leaves alone what it cannot write exactly, and marks bare seasonings a gosto", () => {
    expect(tidyIngredientLine("1/3 xícara (chá) de mel").line).toBe("1/3 xícara (chá) de mel");
    expect(tidyIngredientLine("3 ovos").line).toBe("3 ovos");
    expect(tidyIngredientLine("sal").line).toBe("sal a gosto");
    expect(tidyIngredientLine("pimenta-do-reino a gosto").line).toBe("pimenta-do-reino a gosto");
    expect(tidyIngredientLine("cheiro-verde picado").line).toBe("cheiro-verde picado a gosto");
    expect(tidyIngredientLine("sal grosso para a carne").line).toBe("sal grosso para a carne");
  });
});

describe("tidyIngredientLine: 'de' before the food", () => {
  it("puts 'de' between a measure and its food, after a size, and completes a bare qualifier", () => {
    expect(tidyIngredientLine("500 g peito de frango").line).toBe("500 g de peito de frango");
    expect(tidyIngredientLine("2 colher sopa azeite").line).toBe("2 colheres (sopa) de azeite");
    expect(tidyIngredientLine("1 colher cha fermento").line).toBe("1 colher (chá) de fermento");
    expect(tidyIngredientLine("1 xic leite").line).toBe("1 xícara (chá) de leite");
    expect(tidyIngredientLine("2 lata leite condensado").line).toBe("2 latas de leite condensado");
    expect(tidyIngredientLine("2 dentes grandes alho").line).toBe("2 dentes grandes de alho");
    expect(tidyIngredientLine("1 lata (395 g) leite condensado").line).toBe(
      "1 lata (395 g) de leite condensado",
    );
  });

  it("leaves a count, a line with its 'de' and a measure with no food as they are", () => {
    for (const line of ["2 ovos", "1 cebola", "sal a gosto", "1 copo d'água", "1 lata do creme", "500 g"])
      expect(tidyIngredientLine(line).line).toBe(line);
  });
});

describe("tidySteps", () => {
  it("cuts a one-paragraph method at its sentences and drops list numbers", () => {
    expect(tidySteps(draft.instructions).steps).toEqual([
      "Bata tudo no liquidificador.",
      "Despeje na forma untada.",
      "Asse por 40 minutos.",
    ]);
    expect(tidySteps(["Passo 1: refogue a cebola", "2) junte o arroz."]).steps).toEqual([
      "Refogue a cebola.",
      "Junte o arroz.",
    ]);
  });

  it("keeps a step that begins with an amount, and abbreviations inside a sentence", () => {
    expect(tidySteps(["2 minutos depois, desligue."]).steps).toEqual(["2 minutos depois, desligue."]);
    expect(tidySteps(["Junte aprox. 2 xíc. de caldo e mexa. Sirva."]).steps).toEqual([
      "Junte aprox. 2 xíc. de caldo e mexa.",
      "Sirva.",
    ]);
  });
});

describe("improveOffline", () => {
  it("keeps the author's dish, amounts and times, and says what it changed", () => {
    const { recipe, source, changes } = improveOffline(draft);
    expect(source).toBe("offline");
    expect(recipe).toMatchObject({
      title: "Bolo de fubá da vó",
      description: "O bolo de domingo.",
      cookingTime: 50,
      servings: 8,
    });
    expect(recipe.ingredients).toEqual([
      "2 xícaras (chá) de fubá",
      "½ xícara (chá) de óleo",
      "3 ovos",
      "200 g de açúcar",
      "sal a gosto",
    ]);
    expect(changes).toHaveLength(6);
    expect(changes.join(" ")).toMatch(/a gosto/);
  });

  it("says so when there was nothing to change", () => {
    const tidy = improveOffline({
      ...draft,
      title: "Bolo",
      description: "Bom.",
      ingredients: ["3 ovos"],
      instructions: ["Bata.", "Asse."],
    });
    expect(tidy.changes).toEqual(["A receita já estava bem escrita: nada foi mudado."]);
  });
});

describe("accents", () => {
  it("puts back the accents of food names written without them, and says so", () => {
    const improved = improveOffline({
      ...draft,
      title: "Bolo de fuba com goiabada",
      ingredients: ["2 xicaras de fuba", "1 xicara de acucar", "meia xicara de oleo", "1 limao"],
      instructions: ["bata o acucar com o oleo e junte o fuba"],
    });
    expect(improved.recipe.title).toBe("Bolo de fubá com goiabada");
    expect(improved.recipe.ingredients.join(" | ")).toMatch(/fubá \| .*açúcar \| .*óleo \| 1 limão$/);
    expect(improved.recipe.instructions).toEqual(["Bata o açúcar com o óleo e junte o fubá."]);
    expect(improved.changes).toContain("Acentos das palavras escritas sem eles (açúcar, feijão, até).");
  });

  it("leaves words that are not food names, and names inside other words, as written", () => {
    const improved = improveOffline({
      ...draft,
      ingredients: ["3 ovos", "1 pera", "farinha de maracujazinho"],
      instructions: ["Mexa a massa até ficar lisa, com cara de creme."],
    });
    expect(improved.recipe.ingredients).toEqual(["3 ovos", "1 pera", "farinha de maracujazinho"]);
    expect(improved.recipe.instructions).toEqual(["Mexa a massa até ficar lisa, com cara de creme."]);
    expect(improved.changes.join(" ")).not.toMatch(/Acentos/);
  });
});
