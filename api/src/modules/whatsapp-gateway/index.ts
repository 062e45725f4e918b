export { whatsappGatewayRoutes } from "./whatsapp-gateway.routes.ts";
export { createWhatsappGatewayService, type WhatsappGatewayService } from "./whatsapp-gateway.service.ts";
export { whatsappGatewayApiDocs } from "./whatsapp-gateway.openapi.ts";
