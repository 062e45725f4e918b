export { chatPhotoRoutes, chatRoutes } from "./chat.routes.ts";
