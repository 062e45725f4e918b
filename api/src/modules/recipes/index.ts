export { recipeIdParam } from "./recipe-id.ts";
export { averageRatingX10, toRecipe } from "./recipe-view.ts";
export { ingredientAisles } from "./ingredient-aisles.ts";
export { recipesRoutes } from "./recipes.routes.ts";
export { createRecipesService, type RecipesService } from "./recipes.service.ts";
export { recipesApiDocs } from "./recipes.openapi.ts";
