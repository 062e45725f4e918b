import { allergiesBodySchema, analyzeNutritionBodySchema, type AllergiesResponse } from "@chefzap/shared";
import { z } from "zod";
import { allergenIds } from "../../ai/grounding/index.ts";
import { apiDocs, json } from "../../http/openapi/operation.ts";
import { nutritionAnalysisSchema } from "./nutrition-analysis.schema.ts";

const allergies = json(
  "As alergias da conta e as opções (rótulos da RDC 26/2015).",
  z.object({
    allergies: z.array(z.string()),
    available: z.array(z.object({ id: z.string(), label: z.string(), name: z.string() })),
  }) satisfies z.ZodType<AllergiesResponse>,
);

export const nutritionApiDocs = apiDocs(
  { name: "Nutrição", description: "Análise nutricional (TACO) e alergias." },
  {
    "/recipes/analyze-nutrition": {
      post: {
        summary: "Analisa a nutrição de uma receita",
        description: "Calculada pela TACO, nunca gerada; a trilha por ingrediente vem junto.",
        access: "user",
        body: analyzeNutritionBodySchema,
        responses: { "200": json("A análise.", nutritionAnalysisSchema) },
        errors: ["not_found", "rate_limited"],
      },
    },
    "/me/allergies": {
      get: { summary: "Minhas alergias", access: "user", responses: { "200": allergies } },
      put: {
        summary: "Define minhas alergias",
        access: "user",
        body: allergiesBodySchema(allergenIds()),
        responses: { "200": allergies },
      },
    },
  },
);
