export { healthyRoutes } from "./healthy.routes.ts";
export { createHealthyService, type HealthyService } from "./healthy.service.ts";
export { healthyApiDocs } from "./healthy.openapi.ts";
