// Under the recipe's own key, so refreshing ["/api/recipes", id] after a vote also refreshes its
// average, the cook's rating and the comments.
export const recipeKey = (recipeId: string) => ["/api/recipes", recipeId] as const;
export const myRatingKey = (recipeId: string) => [...recipeKey(recipeId), "rating"] as const;
export const commentsKey = (recipeId: string) => [...recipeKey(recipeId), "comments"] as const;
export const topRecipesKey = ["/api/top-recipes"] as const;

export const recipePath = (recipeId: string) => `/api/recipes/${encodeURIComponent(recipeId)}`;
