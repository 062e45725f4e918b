export { adminRoutes } from "./admin.routes.ts";
export { createAdminServices, type AdminServices } from "./admin-services.ts";
export { createAdminAuditRepository, type AuditEntry } from "./admin-audit.repository.ts";
export type { AdminActor } from "./admin.service.ts";
