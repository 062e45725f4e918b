export { recipeIdParam } from "./recipe-id.ts";
export { toRecipe } from "./recipe-view.ts";
export { recipesRoutes } from "./recipes.routes.ts";
export { createRecipesService, type RecipesService } from "./recipes.service.ts";
