import { mailOutboxItemSchema, mailOutboxQuerySchema } from "@chefzap/shared";
import { z } from "zod";
import { apiDocs, json, nextCursorHeader, adminTag } from "../../http/openapi/operation.ts";

export const mailApiDocs = apiDocs(adminTag, {
  "/admin/mail-outbox": {
    get: {
      summary: "A fila de e-mails, com os corpos",
      access: "admin",
      query: mailOutboxQuerySchema,
      responses: { "200": json("Uma página.", z.array(mailOutboxItemSchema), nextCursorHeader) },
    },
  },
});
