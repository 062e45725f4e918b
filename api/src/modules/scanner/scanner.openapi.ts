import { scanIngredientsBodySchema, scannerStatusSchema } from "@chefzap/shared";
import { z } from "zod";
import { apiDocs, json } from "../../http/openapi/operation.ts";
import type { ScanResult } from "./scan-result.ts";

export const scannerApiDocs = apiDocs(
  { name: "Scanner", description: "Ingredientes reconhecidos numa foto." },
  {
    "/scanner/status": {
      get: {
        summary: "Se o scanner está disponível",
        description: "Perguntado antes de escolher a foto, também por visitantes.",
        access: "public",
        responses: { "200": json("Disponível, ou a mensagem que explica por que não.", scannerStatusSchema) },
      },
    },
    "/scan-ingredients": {
      post: {
        summary: "Reconhece os ingredientes de uma foto",
        description: "Foto JPG, PNG ou WEBP em data URL, até 10 MB.",
        access: "user",
        body: scanIngredientsBodySchema,
        responses: {
          "200": json(
            "Os ingredientes, em português, e a confiança em porcentagem.",
            z.object({
              ingredients: z.array(z.string()),
              confidence: z.number(),
            }) satisfies z.ZodType<ScanResult>,
          ),
        },
        errors: ["unsupported_image", "payload_too_large", "scanner_unavailable", "rate_limited"],
      },
    },
  },
);
