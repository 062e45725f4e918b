import type { Recipe } from "@chefzap/shared";
import type { RecipeRow } from "../../db/schema/index.ts";
import { readSummary } from "../nutrition/index.ts";
import { ingredientAisles } from "./ingredient-aisles.ts";

/**
 * The average in stars ×10 (0–50), the scale the client divides by 10, rounded half up. Computed from
 * integers, so 79 stars over 20 votes is exactly 39.5 → 40 ("4,0"), as the top-rated filter counts it.
 */
export function averageRatingX10(sum: number, count: number): number {
  return count ? Math.round((sum * 10) / count) : 0;
}

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
    averageRating: averageRatingX10(row.ratingSum, row.ratingCount),
    totalRatings: row.ratingCount,
    createdAt: row.createdAt.toISOString(),
    usedIngredients: row.usedIngredients,
    leftOut: row.leftOut,
    source: row.source,
    isPublished: row.publishedAt !== null,
    publishedAt: row.publishedAt?.toISOString() ?? null,
    version: row.version,
    nutritionSummary: readSummary(row.nutritionSummary, row.ingredients, row.servings),
  };
}
