import { connectionStatusSchema } from "@chefzap/shared";
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
});
