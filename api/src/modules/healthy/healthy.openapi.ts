import { healthyRecipeRequestSchema, healthyRecipeResponseSchema } from "@chefzap/shared";
import { apiDocs, json } from "../../http/openapi/operation.ts";

export const healthyApiDocs = apiDocs(
  { name: "Receitas saudáveis", description: "Receitas com objetivo, restrições e limites conferidos." },
  {
    "/generate-healthy-recipe": {
      post: {
        summary: "Gera uma receita saudável conferida",
        access: "user",
        body: healthyRecipeRequestSchema,
        responses: { "201": json("A receita e a conferência dos limites.", healthyRecipeResponseSchema) },
        errors: ["needs_subscription", "healthy_unreachable", "rate_limited"],
      },
    },
  },
);
