import {
  communityRecipeSchema,
  publicUserSchema,
  recipeCommentSchema,
  recipeSchema,
  subscriptionInfoSchema,
  weeklyMenuSchema,
} from "@chefzap/shared";
import { z } from "zod";
import { createDocument, type ZodOpenApiPathsObject } from "zod-openapi";
import { SESSION_COOKIE } from "../middleware/session.ts";
import { errorBodySchema, errorCodesTable } from "./error-body.ts";
import { httpPaths, httpTag } from "./http-docs.ts";
import type { ApiDocs } from "./operation.ts";

/** Bumped with breaking changes to the HTTP contract; the web and the bot ship with the api. */
const API_VERSION = "1.0.0";

const DESCRIPTION = `API do ChefZap, o assistente de cozinha. Os corpos são JSON e validados; um erro sempre
responde o mesmo formato (\`ErrorBody\`), com um código estável em \`error\` e a mensagem em português.

A sessão é o cookie httpOnly \`${SESSION_COOKIE}\`, criado por \`POST /api/register\` ou \`POST /api/login\`.
Escritas (POST, PUT, PATCH, DELETE) vindas de outra origem são recusadas com 403 \`cross_origin\`.

## Códigos de erro

${errorCodesTable()}`;

function underApi(paths: ZodOpenApiPathsObject): ZodOpenApiPathsObject {
  return Object.fromEntries(Object.entries(paths).map(([path, item]) => [`/api${path}`, item]));
}

export type ApiDocument = ReturnType<typeof createDocument>;

/** The OpenAPI 3.1 description of every module's routes and the HTTP layer's own. */
export function createApiDocument(modules: readonly ApiDocs[]): ApiDocument {
  const paths: ZodOpenApiPathsObject = {};
  for (const module of modules) {
    for (const [path, item] of Object.entries(underApi(module.paths))) {
      paths[path] = { ...paths[path], ...item };
    }
  }
  Object.assign(paths, httpPaths);
  const tags = [...new Map([...modules.map((m) => m.tag), httpTag].map((t) => [t.name, t])).values()];
  return createDocument(
    {
      openapi: "3.1.0",
      info: { title: "ChefZap API", version: API_VERSION, description: DESCRIPTION },
      tags,
      security: [{ session: [] }],
      paths,
      components: {
        // Named so the viewer shows them once, by name, wherever a route answers them.
        schemas: {
          ErrorBody: errorBodySchema,
          Recipe: recipeSchema,
          PublicUser: publicUserSchema,
          CommunityRecipe: communityRecipeSchema,
          RecipeComment: recipeCommentSchema,
          WeeklyMenu: weeklyMenuSchema,
          SubscriptionInfo: subscriptionInfoSchema,
        },
        securitySchemes: {
          session: {
            type: "apiKey",
            in: "cookie",
            name: SESSION_COOKIE,
            description: "Sessão de quem entrou (cookie httpOnly; o navegador o envia sozinho).",
          },
          metricsToken: {
            type: "http",
            scheme: "bearer",
            description: "`METRICS_TOKEN`, só para GET /metrics.",
          },
          botServiceToken: {
            type: "http",
            scheme: "bearer",
            description: "Token de serviço do bot, só para o gateway do WhatsApp.",
          },
        },
      },
    },
    {
      // boundedList (shared) refuses long arrays with a z.custom check piped into the real array schema;
      // the check has no JSON Schema, so a request body shows the array it leads to.
      allowEmptySchema: { custom: true },
      override: ({ jsonSchema, zodSchema, io }) => {
        // zod bounds every .int() by the safe integers; as limits they say nothing and make odd examples.
        if (jsonSchema.minimum === Number.MIN_SAFE_INTEGER) delete jsonSchema.minimum;
        if (jsonSchema.maximum === Number.MAX_SAFE_INTEGER) delete jsonSchema.maximum;
        const def = zodSchema._zod.def;
        if (def.type !== "pipe" || def.in._zod.def.type !== "custom") return;
        const { $schema: _, ...shown } = z.toJSONSchema(def.out, { io, unrepresentable: "any" });
        Object.assign(jsonSchema, shown);
      },
    },
  );
}
