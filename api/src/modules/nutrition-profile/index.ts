export { nutritionProfileRoutes } from "./nutrition-profile.routes.ts";
export { createNutritionProfileService, type NutritionProfileService } from "./nutrition-profile.service.ts";
export { nutritionProfileApiDocs } from "./nutrition-profile.openapi.ts";
