export type { NutritionAnalysis, NutritionSummary } from "./nutrition-result.ts";
export { nutritionRoutes } from "./nutrition.routes.ts";
export { createNutritionService, type NutritionService } from "./nutrition.service.ts";
export { readSummary, summarizeNutrition } from "./summary.ts";
export { servingFacts, type LineFacts, type ServingFacts } from "./serving-facts.ts";
export { nutritionApiDocs } from "./nutrition.openapi.ts";
