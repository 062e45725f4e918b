import type { GeneratedRecipe } from "@chefzap/shared";
import { lintRecipe } from "./lint-recipe.ts";

/** A stew a cook can follow; each test breaks one thing in it. */
export function stew(overrides: Partial<GeneratedRecipe> = {}): GeneratedRecipe {
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

export const codes = (recipe: GeneratedRecipe) => lintRecipe(recipe).map((f) => `${f.code} ${f.at}`);
