export { userRecipesRoutes } from "./user-recipes.routes.ts";
export { createUserRecipesService, type UserRecipesService } from "./user-recipes.service.ts";
export { userRecipesApiDocs } from "./user-recipes.openapi.ts";
