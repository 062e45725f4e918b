import { chatHistoryItemSchema, chatMessageBodySchema, chatPhotoBodySchema } from "@chefzap/shared";
import { z } from "zod";
import { apiDocs, json } from "../../http/openapi/operation.ts";

const accepted = json(
  "Guardada; a resposta chega pelo socket /chat e no histórico.",
  z.object({ id: z.string(), status: z.enum(["stored", "duplicate"]) }),
);

export const chatApiDocs = apiDocs(
  { name: "Chat", description: "O chat do site com o ChefZap." },
  {
    "/chat/messages": {
      get: {
        summary: "Histórico do chat",
        access: "user",
        responses: { "200": json("As mensagens.", z.object({ messages: z.array(chatHistoryItemSchema) })) },
      },
      post: {
        summary: "Envia uma mensagem",
        access: "user",
        body: chatMessageBodySchema,
        responses: { "202": accepted },
        errors: ["rate_limited"],
      },
    },
    "/chat/photos": {
      post: {
        summary: "Envia uma foto de ingredientes",
        access: "user",
        body: chatPhotoBodySchema,
        responses: { "202": accepted },
        errors: ["unsupported_image", "payload_too_large", "rate_limited"],
      },
    },
  },
);
