import { z } from "zod";
import { apiDocs, json, noContent } from "../../http/openapi/operation.ts";

export const whatsappLinkApiDocs = apiDocs(
  { name: "WhatsApp", description: "Vincular a conta a um número de WhatsApp." },
  {
    "/whatsapp/link": {
      get: {
        summary: "O número vinculado",
        access: "user",
        responses: {
          "200": json(
            "Se há vínculo; só os 4 últimos dígitos.",
            z.object({ linked: z.boolean(), phone: z.string().nullable(), linkedAt: z.string().nullable() }),
          ),
        },
      },
      delete: {
        summary: "Desfaz o vínculo",
        access: "user",
        responses: { "204": noContent("Desvinculado.") },
      },
    },
    "/whatsapp/link-code": {
      post: {
        summary: "Gera um código para enviar pelo WhatsApp",
        access: "user",
        responses: {
          "201": json("O código e quando expira.", z.object({ code: z.string(), expiresAt: z.string() })),
        },
        errors: ["premium_required"],
      },
    },
  },
);
