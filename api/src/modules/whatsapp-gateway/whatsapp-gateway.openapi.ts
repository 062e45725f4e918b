import { connectionStatusSchema, whatsappReconnectBodySchema } from "@chefzap/shared";
import { z } from "zod";
import { apiDocs, json, adminTag } from "../../http/openapi/operation.ts";

export const whatsappGatewayApiDocs = apiDocs(adminTag, {
  "/admin/whatsapp": {
    get: {
      summary: "Conexão de cada número de WhatsApp (QR ou código de pareamento)",
      access: "admin",
      responses: { "200": json("As contas.", z.object({ accounts: z.array(connectionStatusSchema) })) },
    },
  },
  "/admin/whatsapp/reconnect": {
    post: {
      summary: "Reconecta um número de WhatsApp (um novo QR se ele foi desconectado no celular)",
      description:
        "O gateway que atende o número derruba a conexão e abre outra; a ação fica no registro de ações. " +
        "503 `service_unavailable` quando nenhum gateway conectado atende o número.",
      access: "admin",
      body: whatsappReconnectBodySchema,
      responses: { "200": json("Pedido aceito pelo gateway.", z.object({ message: z.string() })) },
      errors: ["not_found", "service_unavailable"],
    },
  },
});
