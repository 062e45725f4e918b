import { describe, expect, it } from "vitest";
import { checkRecipeForm, draftToFormValues, EMPTY_RECIPE_FORM } from "./recipe-form-values";

const filled = {
  ...EMPTY_RECIPE_FORM,
  title: "  Bolo de fubá ",
  description: "O da vó.",
  ingredients: "2 xícaras de fubá\n\n3 ovos\n",
  instructions: "Misture tudo.\nAsse por 40 minutos.",
};

describe("checkRecipeForm", () => {
  it("sends one ingredient and one step a line, cleaned, with whole numbers", () => {
    const checked = checkRecipeForm({ ...filled, cookingTime: " 45 ", servings: "8" });
    expect(checked).toEqual({
      ok: true,
      body: {
        title: "Bolo de fubá",
        description: "O da vó.",
        ingredients: ["2 xícaras de fubá", "3 ovos"],
        instructions: ["Misture tudo.", "Asse por 40 minutos."],
        cookingTime: 45,
        servings: 8,
        tips: undefined,
        substitutions: undefined,
      },
    });
  });

  it("gives a cleared time and servings the defaults", () => {
    const checked = checkRecipeForm({ ...filled, cookingTime: "", servings: " " });
    expect(checked.ok && [checked.body.cookingTime, checked.body.servings]).toEqual([30, 2]);
  });

  it("names each wrong field with the schema's pt-BR message", () => {
    const checked = checkRecipeForm({ ...EMPTY_RECIPE_FORM, description: "   ", cookingTime: "1,5" });
    expect(checked).toEqual({
      ok: false,
      errors: {
        title: "Informe o título da receita.",
        description: "Escreva uma descrição da receita.",
        ingredients: "Informe os ingredientes, um por linha.",
        instructions: "Escreva o modo de preparo.",
        cookingTime: "O tempo de preparo deve ser um número inteiro de 1 a 1440 minutos.",
      },
    });
  });
});

describe("draftToFormValues", () => {
  it("puts lists back one a line", () => {
    const values = draftToFormValues({
      title: "Bolo",
      description: "",
      ingredients: ["fubá", "ovos"],
      instructions: ["Misture.", "Asse."],
      cookingTime: 40,
      servings: 8,
      tips: "Unte bem.",
      substitutions: "",
    });
    expect(values).toMatchObject({
      ingredients: "fubá\novos",
      instructions: "Misture.\nAsse.",
      cookingTime: "40",
    });
  });
});
