export { communityRoutes } from "./community.routes.ts";
export { createCommunityService, type CommunityService } from "./community.service.ts";
