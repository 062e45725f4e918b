export { authRoutes } from "./auth.routes.ts";
export { createAuthService, type AuthService, type SignedIn } from "./auth.service.ts";
