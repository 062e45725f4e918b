import { nutritionProfileBodySchema } from "@chefzap/shared";
import { allergenIds } from "../../ai/grounding/index.ts";
import { apiDocs, described, json } from "../../http/openapi/operation.ts";

const profile = described("NutritionalProfile: objetivo, metas, restrições e preferências de alimentos.");

export const nutritionProfileApiDocs = apiDocs(
  { name: "Perfil nutricional", description: "Objetivos, metas e preferências de alimentos." },
  {
    "/nutritional-profile": {
      get: {
        summary: "Meu perfil nutricional",
        access: "user",
        responses: { "200": json("O perfil, ou null se ainda não existe.", profile.nullable()) },
      },
      post: {
        summary: "Salva o perfil e as preferências de alimentos",
        access: "user",
        body: nutritionProfileBodySchema({ allergenIds: allergenIds() }),
        responses: { "200": json("O perfil salvo.", profile) },
      },
    },
  },
);
