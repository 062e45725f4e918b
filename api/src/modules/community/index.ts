export { communityRoutes } from "./community.routes.ts";
export { createCommunityService, type CommunityService } from "./community.service.ts";
export { communityApiDocs } from "./community.openapi.ts";
