export { usersRoutes } from "./users.routes.ts";
export { createUsersService, type SessionSummary, type UsersService } from "./users.service.ts";
export { toPublicUser } from "./user-view.ts";
export { usersApiDocs } from "./users.openapi.ts";
