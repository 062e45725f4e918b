export { chatPhotoRoutes, chatRoutes } from "./chat.routes.ts";
export { chatApiDocs } from "./chat.openapi.ts";
