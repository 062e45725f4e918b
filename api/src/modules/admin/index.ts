export { adminRoutes } from "./admin.routes.ts";
export { createAdminServices, type AdminServices } from "./admin-services.ts";
