export { siteIndexRoutes } from "./site-index.routes.ts";
export { createSiteIndexService, type SiteIndexService } from "./site-index.service.ts";
