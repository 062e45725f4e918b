import { reportBodySchema } from "@chefzap/shared";
import { apiDocs, noContent } from "../../http/openapi/operation.ts";

export const reportsApiDocs = apiDocs(
  { name: "Denúncias", description: "Denúncias de receitas e comentários da comunidade." },
  {
    "/reports": {
      post: {
        summary: "Denuncia uma receita ou um comentário",
        access: "user",
        body: reportBodySchema,
        responses: { "204": noContent("Denúncia recebida.") },
        errors: ["not_found"],
      },
    },
  },
);
