import { myRecipesQuerySchema, recipeSchema } from "@chefzap/shared";
import { z } from "zod";
import { apiDocs, json, nextCursorHeader, totalCountHeader } from "../../http/openapi/operation.ts";

export const recipesApiDocs = apiDocs(
  { name: "Receitas", description: "As receitas de quem entrou e a leitura de uma receita." },
  {
    "/recipes": {
      get: {
        summary: "Minhas receitas",
        description: "Sem `limit`, todas; com ele, em páginas.",
        access: "user",
        query: myRecipesQuerySchema,
        responses: {
          "200": json("As receitas.", z.array(recipeSchema), totalCountHeader.extend(nextCursorHeader.shape)),
        },
      },
    },
    "/recipes/{id}": {
      get: {
        summary: "Uma receita (pública para quem tem o link)",
        access: "public",
        responses: { "200": json("A receita.", recipeSchema) },
        errors: ["not_found"],
      },
    },
  },
);
