import { authorDisplayName, recipeWaits, type CommunityRecipe } from "@chefzap/shared";
import { averageRatingX10 } from "../recipes/index.ts";
import type { CommunityRow } from "./community.repository.ts";

/** A published recipe as others see it: the author by display name, never by e-mail. */
export function toCommunityRecipe(row: CommunityRow): CommunityRecipe {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    ingredients: row.ingredients,
    cookingTime: row.cookingTime,
    waits: recipeWaits(row.instructions),
    servings: row.servings,
    averageRating: averageRatingX10(row.ratingSum, row.ratingCount),
    totalRatings: row.ratingCount,
    createdAt: row.createdAt.toISOString(),
    publishedAt: row.publishedAt.toISOString(),
    authorName: authorDisplayName(row.author[0], row.author[1]),
    source: row.source,
  };
}
