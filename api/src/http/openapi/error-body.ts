import { domainErrorCodes, errorMessages, type ErrorBody } from "@chefzap/shared";
import { z } from "zod";
import { httpStatusByCode } from "../error-status.ts";

/** The one error shape every /api answer uses; callers match on `error`, never on the message. */
export const errorBodySchema = z
  .object({
    error: z.enum(domainErrorCodes).meta({ description: "Código estável do erro (nunca muda de nome)." }),
    message: z.string().meta({ description: "Texto em português para mostrar a quem usa." }),
    field: z.string().optional().meta({ description: "O campo recusado, em erros de validação." }),
    requestId: z
      .string()
      .optional()
      .meta({ description: "Id da requisição nos logs, em erros do servidor (500, 503)." }),
  })
  .meta({
    id: "ErrorBody",
    description: "Corpo de toda resposta de erro da API.",
  }) satisfies z.ZodType<ErrorBody>;

/** The code → status table as Markdown, for the document's description. */
export function errorCodesTable(): string {
  const rows = domainErrorCodes.map(
    (code) => `| \`${code}\` | ${httpStatusByCode[code]} | ${errorMessages[code].replaceAll("|", "\\|")} |`,
  );
  return ["| Código | HTTP | Mensagem padrão |", "| --- | --- | --- |", ...rows].join("\n");
}
