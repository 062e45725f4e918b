import { z } from "zod";
import type { ZodOpenApiPathsObject } from "zod-openapi";
import { json, noContent } from "./operation.ts";

/** What the HTTP layer itself answers, outside any module; paths are absolute. */
export const httpTag = { name: "Sistema", description: "Saúde do serviço, métricas e esta documentação." };

export const httpPaths: ZodOpenApiPathsObject = {
  "/api/health": {
    get: {
      tags: [httpTag.name],
      summary: "O serviço e o banco respondem",
      security: [],
      responses: {
        "200": json("Tudo no ar.", z.object({ ok: z.literal(true) })),
        "503": json("Banco indisponível (`service_unavailable`).", z.object({}).loose()),
      },
    },
  },
  "/api/openapi.json": {
    get: {
      tags: [httpTag.name],
      summary: "Este documento (OpenAPI 3.1)",
      description: "Com ETag: um `If-None-Match` igual responde 304 sem corpo.",
      security: [],
      responses: {
        "200": json("O documento.", z.object({ openapi: z.string() }).loose()),
        "304": noContent("O documento não mudou."),
      },
    },
  },
  "/api/docs": {
    get: {
      tags: [httpTag.name],
      summary: "Esta documentação, navegável (Swagger UI)",
      security: [],
      responses: { "200": { description: "Página HTML.", content: { "text/html": { schema: z.string() } } } },
    },
  },
  "/metrics": {
    get: {
      tags: [httpTag.name],
      summary: "Métricas no formato do Prometheus",
      description:
        "Para o coletor, com `Authorization: Bearer METRICS_TOKEN`, ou para um admin com a sessão. " +
        "Sem um dos dois responde 404, como se não existisse.",
      security: [{ metricsToken: [] }, { session: [] }],
      responses: {
        "200": { description: "Texto do Prometheus.", content: { "text/plain": { schema: z.string() } } },
        "404": {
          description: "Sem token nem sessão de admin.",
          content: { "text/plain": { schema: z.string() } },
        },
      },
    },
  },
  "/bot/socket.io/": {
    get: {
      tags: [httpTag.name],
      summary: "Gateway do WhatsApp (Socket.IO, só para o processo do bot)",
      description:
        "O bot abre aqui a conexão Socket.IO com o token de serviço (`BOT_SERVICE_TOKEN`, ou o arquivo " +
        "`bot-token` na pasta de dados) em `Authorization: Bearer`. Sem ele a conexão é recusada antes de existir.",
      security: [{ botServiceToken: [] }],
      responses: {
        "101": noContent("WebSocket aberto."),
        "200": noContent("Resposta do transporte de polling do Socket.IO."),
        "400": noContent("Token ausente ou errado."),
      },
    },
  },
};
