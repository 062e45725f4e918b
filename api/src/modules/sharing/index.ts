export { sharingPages, sharingRoutes } from "./sharing.routes.ts";
export { createSharingService, type SharingService } from "./sharing.service.ts";
export { sharingApiDocs } from "./sharing.openapi.ts";
