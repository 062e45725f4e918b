import {
  nutritionProfileBodySchema,
  shoppingItemBodySchema,
  weeklyMenuSchema,
  type WeeklyMenuWizardAnswer,
} from "@chefzap/shared";
import { z } from "zod";
import { apiDocs, json } from "../../http/openapi/operation.ts";

const form = nutritionProfileBodySchema();
const unreachable = ["menu_unreachable", "rate_limited"] as const;

export const weeklyMenusApiDocs = apiDocs(
  { name: "Cardápios semanais", description: "Cardápios da semana e a lista de compras." },
  {
    "/generate-weekly-menu": {
      post: {
        summary: "Gera o cardápio da semana a partir do formulário",
        description: "`prompt` é aceito e ignorado; o formulário também é salvo no perfil nutricional.",
        access: "user",
        body: z.object({ prompt: z.string().optional(), formData: form }),
        responses: {
          "201": json(
            "O cardápio, também em texto.",
            z.object({
              cardapio: z.string(),
              listaCompras: z.string(),
              menu: weeklyMenuSchema,
            }) satisfies z.ZodType<WeeklyMenuWizardAnswer>,
          ),
        },
        errors: [...unreachable],
      },
    },
    "/generate-structured-menu": {
      post: {
        summary: "Gera o cardápio da semana (só a estrutura)",
        access: "user",
        body: z.object({ prompt: z.string().optional(), profileData: form }),
        responses: { "201": json("O cardápio.", weeklyMenuSchema) },
        errors: [...unreachable],
      },
    },
    "/weekly-menus": {
      get: {
        summary: "Meus cardápios",
        access: "user",
        responses: { "200": json("Os cardápios.", z.array(weeklyMenuSchema)) },
      },
    },
    "/weekly-menus/{id}": {
      get: {
        summary: "Um cardápio",
        access: "user",
        params: z.object({ id: z.uuid() }),
        responses: { "200": json("O cardápio.", weeklyMenuSchema) },
        errors: ["not_found"],
      },
    },
    "/weekly-menus/{id}/shopping-item": {
      put: {
        summary: "Marca ou desmarca um item da lista de compras",
        access: "user",
        params: z.object({ id: z.uuid() }),
        body: shoppingItemBodySchema,
        responses: { "200": json("O cardápio atualizado.", weeklyMenuSchema) },
        errors: ["not_found"],
      },
    },
  },
);
