import { describe, expect, it } from "vitest";
import { lintRecipe } from "../../linter/index.ts";
import { generateOffline, modifyOffline } from "../index.ts";
import { GALINHADA } from "../testing/home-recipes.ts";
import { retimeSteps } from "./retime.ts";
import type { Draft } from "./recipe-draft.ts";

const stew = () =>
  generateOffline({ ingredients: ["frango", "pimentão", "tomate", "cebola"], skillLevel: "intermediario" });

describe("a title that tells the truth after a change", () => {
  it("'sem pimentão' takes the pimentão out of the title instead of marking it '(sem pimentão)'", () => {
    const recipe = stew();
    expect(recipe.title).toMatch(/com pimentão$/);
    const result = modifyOffline({ recipe, request: "sem pimentão" });
    expect(result.title).not.toMatch(/pimentão/);
    expect(result.title).toBe(recipe.title.replace(/ com pimentão$/, ""));
    expect(result.ingredients.join(" ")).not.toMatch(/pimentão/);
    expect(lintRecipe(result)).toEqual([]);
  });

  it("a food the title does not name is still marked: 'Galinhada (sem cebola)'", () => {
    expect(modifyOffline({ recipe: GALINHADA, request: "sem cebola" }).title).toBe("Galinhada (sem cebola)");
  });

  it("'menos sal' reads 'com menos sal' in the title and the description", () => {
    const result = modifyOffline({ recipe: GALINHADA, request: "menos sal" });
    expect(result.title).toBe("Galinhada (com menos sal)");
    expect(result.description).toBe("Versão com menos sal de galinhada.");
  });

  it("'menos sal' leaves the crackers' 'água e sal' as they are", () => {
    const recipe = generateOffline({
      ingredients: ["grão-de-bico", "bolacha de água e sal", "limão"],
      skillLevel: "iniciante",
    });
    const crackers = recipe.instructions.filter((step) => /água e sal/.test(step));
    const result = modifyOffline({ recipe, request: "menos sal" });
    expect(result.instructions.filter((step) => /água e sal/.test(step))).toEqual(crackers);
    expect(result.instructions.join(" ")).not.toMatch(/água e uma pitada/);
  });
});

describe("retiming the meat leaves another food's minutes alone", () => {
  it("the rice's 'refogue por 1 minuto' in the step that simmers the meat stays 1 minuto", () => {
    const draft: Draft = {
      title: "Arroz com carne moída",
      ingredients: ["500 g de carne moída", "2 xícaras (chá) de arroz", "4 ½ xícaras (chá) de água"],
      instructions: [
        "Aqueça o azeite e refogue a carne moída, soltando com a colher.",
        "Junte o arroz, refogue por 1 minuto, cubra com a água quente e cozinhe em fogo baixo, tampado, até secar.",
      ],
      cookingTime: 40,
      servings: 4,
      tips: [],
      substitutions: [],
      labels: [],
      removed: [],
    };
    retimeSteps(draft);
    expect(draft.instructions[1]).toMatch(/refogue por 1 minuto,/);
  });
});
