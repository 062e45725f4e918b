import { foodsResponseSchema } from "@chefzap/shared";
import { z } from "zod";
import { apiDocs, json, noContent } from "../../http/openapi/operation.ts";

export const catalogueApiDocs = apiDocs(
  { name: "Alimentos", description: "O catálogo de alimentos para os seletores." },
  {
    "/foods": {
      get: {
        summary: "Os alimentos do catálogo",
        description: "Muda só com uma nova versão: cache de uma hora e ETag.",
        access: "public",
        responses: {
          "200": json("O catálogo.", foodsResponseSchema, z.object({ ETag: z.string() })),
          "304": noContent("O catálogo não mudou."),
        },
      },
    },
  },
);
