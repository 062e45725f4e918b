import { publicUserSchema, sessionSchema } from "@chefzap/shared";
import { apiDocs, described, json, noContent } from "../../http/openapi/operation.ts";

export const usersApiDocs = apiDocs(
  { name: "Usuário", description: "Quem entrou: dados, exportação e exclusão da conta." },
  {
    "/user": {
      get: {
        summary: "Quem entrou",
        access: "user",
        responses: { "200": json("O usuário.", publicUserSchema) },
      },
    },
    "/session": {
      get: {
        summary: "Quem entrou, ou ninguém",
        access: "public",
        responses: { "200": json("O usuário, ou null para um visitante.", sessionSchema) },
      },
    },
    "/me/export": {
      get: {
        summary: "Baixa todos os dados da conta (JSON, LGPD)",
        access: "user",
        responses: { "200": json("Arquivo JSON para download.", described("Todos os dados da conta.")) },
      },
    },
    "/me": {
      delete: {
        summary: "Exclui a conta e tudo o que ela tem",
        access: "user",
        responses: { "204": noContent("Conta excluída; a sessão termina.") },
      },
    },
  },
);
