export { ratingsRoutes } from "./ratings.routes.ts";
export { createRatingsService, type RatingsService } from "./ratings.service.ts";
export { ratingsApiDocs } from "./ratings.openapi.ts";
