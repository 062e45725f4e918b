export { createRecipeImprover, type RecipeImprover } from "./recipe-improver.ts";
export { improveOffline } from "./improve-offline.ts";
