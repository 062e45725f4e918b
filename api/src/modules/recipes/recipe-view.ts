import type { Recipe } from "@chefzap/shared";
import type { RecipeRow } from "../../db/schema/index.ts";
import { ingredientAisles } from "./ingredient-aisles.ts";

/** averageRating goes out ×10 (0–50), the scale the client divides by 10. */
export function toRecipe(row: RecipeRow): Recipe {
  return {
    id: row.id,
    userId: row.userId,
    title: row.title,
    description: row.description,
    ingredients: row.ingredients,
    ingredientsList: row.ingredientsList,
    ingredientAisles: ingredientAisles(row.ingredients),
    instructions: row.instructions,
    cookingTime: row.cookingTime,
    servings: row.servings,
    tips: row.tips,
    substitutions: row.substitutions,
    skillLevel: row.skillLevel,
    isHealthy: row.isHealthy,
    averageRating: row.ratingCount ? Math.round((row.ratingSum / row.ratingCount) * 10) : 0,
    totalRatings: row.ratingCount,
    createdAt: row.createdAt.toISOString(),
    usedIngredients: row.usedIngredients,
    leftOut: row.leftOut,
    source: row.source,
    version: row.version,
    nutritionSummary: row.nutritionSummary,
  };
}
