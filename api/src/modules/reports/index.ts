export { reportsRoutes } from "./reports.routes.ts";
export { createReportsService, type ReportsService } from "./reports.service.ts";
export { reportsApiDocs } from "./reports.openapi.ts";
