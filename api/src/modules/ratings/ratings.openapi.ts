import {
  commentsQuerySchema,
  myRatingSchema,
  rateRecipeAnswerSchema,
  rateRecipeBodySchema,
  recipeCommentSchema,
} from "@chefzap/shared";
import { z } from "zod";
import { apiDocs, json, nextCursorHeader } from "../../http/openapi/operation.ts";

export const ratingsApiDocs = apiDocs(
  { name: "Avaliações", description: "Notas e comentários das receitas." },
  {
    "/recipes/{id}/rating": {
      get: {
        summary: "Minha nota para a receita",
        access: "user",
        responses: { "200": json("A nota, se houver.", myRatingSchema) },
        errors: ["not_found"],
      },
    },
    "/recipes/{id}/rate": {
      post: {
        summary: "Avalia a receita (uma nota por pessoa)",
        access: "user",
        body: rateRecipeBodySchema,
        responses: { "200": json("A nova média.", rateRecipeAnswerSchema) },
        errors: ["not_found", "own_recipe_rating"],
      },
    },
    "/recipes/{id}/comments": {
      get: {
        summary: "Comentários da receita",
        access: "public",
        query: commentsQuerySchema,
        responses: { "200": json("Uma página.", z.array(recipeCommentSchema), nextCursorHeader) },
        errors: ["not_found"],
      },
    },
  },
);
