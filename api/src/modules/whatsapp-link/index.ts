export { whatsappLinkRoutes } from "./whatsapp-link.routes.ts";
export {
  createWhatsappLinkService,
  LINK_CODE_TTL_MS,
  type WhatsappLinkService,
} from "./whatsapp-link.service.ts";
export { whatsappLinkApiDocs } from "./whatsapp-link.openapi.ts";
