export { generationRoutes } from "./generation.routes.ts";
export { createGenerationService, type GenerationService } from "./generation.service.ts";
export { generationApiDocs } from "./generation.openapi.ts";
