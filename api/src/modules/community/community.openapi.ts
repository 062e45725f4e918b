import {
  communityQuerySchema,
  communityRecipeSchema,
  communityStatsSchema,
  topRecipesQuerySchema,
} from "@chefzap/shared";
import { z } from "zod";
import { apiDocs, json, nextCursorHeader } from "../../http/openapi/operation.ts";

export const communityApiDocs = apiDocs(
  { name: "Comunidade", description: "Receitas publicadas, abertas a todos." },
  {
    "/community-recipes": {
      get: {
        summary: "Receitas publicadas, com busca e filtros",
        access: "public",
        query: communityQuerySchema,
        responses: { "200": json("Uma página.", z.array(communityRecipeSchema), nextCursorHeader) },
      },
    },
    "/community-stats": {
      get: {
        summary: "Totais da comunidade",
        access: "public",
        responses: { "200": json("Totais.", communityStatsSchema) },
      },
    },
    "/top-recipes": {
      get: {
        summary: "As mais bem avaliadas",
        access: "public",
        query: topRecipesQuerySchema,
        responses: { "200": json("O ranking.", z.array(communityRecipeSchema)) },
      },
    },
  },
);
