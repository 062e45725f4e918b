import { z } from "zod";
import { REPORT_DETAILS_MAX_LENGTH, REPORT_REASONS } from "../reports.ts";
import { optionalPlainText } from "./plain-text.ts";

/** POST /api/reports: a recipe, or one comment under it when `commentId` is given. */
export const reportBodySchema = z.object({
  recipeId: z.uuid("Receita inválida."),
  commentId: z.uuid("Comentário inválido.").optional(),
  reason: z.enum(REPORT_REASONS, "Escolha o motivo da denúncia."),
  details: optionalPlainText(
    REPORT_DETAILS_MAX_LENGTH,
    `O detalhe da denúncia deve ter no máximo ${REPORT_DETAILS_MAX_LENGTH} caracteres.`,
  ),
});
export type ReportBody = z.infer<typeof reportBodySchema>;
