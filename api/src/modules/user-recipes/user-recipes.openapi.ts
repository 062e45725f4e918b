import { improvedRecipeSchema, recipeSchema, userRecipeBodySchema } from "@chefzap/shared";
import { z } from "zod";
import { apiDocs, json } from "../../http/openapi/operation.ts";

export const userRecipesApiDocs = apiDocs(
  { name: "Receitas do usuário", description: "Receitas escritas por quem cozinha, e a publicação." },
  {
    "/user-recipes": {
      get: {
        summary: "Receitas que escrevi",
        access: "user",
        responses: { "200": json("As receitas.", z.array(recipeSchema)) },
      },
      post: {
        summary: "Salva uma receita escrita",
        access: "user",
        body: userRecipeBodySchema,
        responses: { "201": json("A receita salva.", recipeSchema) },
      },
    },
    "/user-recipes/improve": {
      post: {
        summary: "Sugere uma versão melhorada (sem salvar)",
        access: "user",
        body: userRecipeBodySchema,
        responses: { "200": json("A sugestão e o que mudou.", improvedRecipeSchema) },
        errors: ["rate_limited"],
      },
    },
    "/user-recipes/{id}/publish": {
      post: {
        summary: "Publica na comunidade",
        access: "user",
        responses: { "200": json("A receita publicada.", recipeSchema) },
        errors: ["not_found", "forbidden"],
      },
    },
  },
);
