export { generationRoutes } from "./generation.routes.ts";
export { createGenerationService, type GenerationService } from "./generation.service.ts";
