export { authRoutes } from "./auth.routes.ts";
export { createAuthService, type AuthService, type SignedIn } from "./auth.service.ts";
export { authApiDocs } from "./auth.openapi.ts";
