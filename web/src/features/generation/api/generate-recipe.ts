import type { Recipe, SkillLevel } from "@chefzap/shared";
import { apiRequest } from "@/lib/api-client";

export interface GenerateRecipeInput {
  ingredients: readonly string[];
  skillLevel: SkillLevel;
}

export type GeneratedRecipe = Pick<Recipe, "id" | "title">;

/** POST /api/generate-recipe: the new recipe; only its id and title are read here. */
export function generateRecipe(input: GenerateRecipeInput): Promise<GeneratedRecipe> {
  return apiRequest<GeneratedRecipe>("POST", "/api/generate-recipe", input);
}
