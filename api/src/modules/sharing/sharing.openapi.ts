import { z } from "zod";
import { apiDocs, noContent } from "../../http/openapi/operation.ts";

export const sharingApiDocs = apiDocs(
  { name: "Compartilhamento", description: "A imagem de prévia de uma receita compartilhada." },
  {
    "/recipes/{id}/card.png": {
      get: {
        summary: "Cartão PNG da receita para a prévia do link",
        access: "public",
        responses: {
          "200": {
            description: "A imagem (cache de uma hora, ETag).",
            content: { "image/png": { schema: z.string().meta({ format: "binary" }) } },
          },
          "304": noContent("A imagem não mudou."),
        },
        errors: ["not_found"],
      },
    },
  },
);
