import {
  alternativeRecipeBodySchema,
  generateRecipeBodySchema,
  modifyRecipeBodySchema,
  recipeSchema,
} from "@chefzap/shared";
import { z } from "zod";
import { apiDocs, json } from "../../http/openapi/operation.ts";

const generated = (description: string) =>
  json(
    description,
    recipeSchema.extend({ jobId: z.string().meta({ description: "Id do progresso no socket." }) }),
  );

export const generationApiDocs = apiDocs(
  { name: "Geração de receitas", description: "Receitas criadas a partir dos ingredientes." },
  {
    "/generate-recipe": {
      post: {
        summary: "Gera uma receita com os ingredientes",
        description: "O progresso sai no socket do usuário com o `jobId`. No plano grátis, conta da cota.",
        access: "user",
        body: generateRecipeBodySchema,
        responses: { "201": generated("A receita, já salva.") },
        errors: ["needs_subscription", "rate_limited"],
      },
    },
    "/recipes/{id}/modify": {
      post: {
        summary: "Gera uma versão modificada de uma receita",
        access: "user",
        body: modifyRecipeBodySchema,
        responses: { "201": generated("A nova receita.") },
        errors: ["not_found", "needs_subscription", "request_not_understood", "rate_limited"],
      },
    },
    "/recipes/{id}/alternative": {
      post: {
        summary: "Troca a receita por outra versão (Premium)",
        access: "user",
        body: alternativeRecipeBodySchema,
        responses: { "200": generated("A receita, substituída.") },
        errors: ["not_found", "premium_required", "forbidden", "rate_limited"],
      },
    },
  },
);
