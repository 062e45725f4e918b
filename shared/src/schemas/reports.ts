import { z } from "zod";
import { optionalPlainText } from "./plain-text.ts";

/** Why a community recipe or comment is reported, with the label the report dialog shows. */
export const REPORT_REASONS = ["spam", "offensive", "inappropriate", "copyright", "other"] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

export const REPORT_REASON_LABELS: Record<ReportReason, string> = {
  spam: "Spam ou propaganda",
  offensive: "Conteúdo ofensivo",
  inappropriate: "Conteúdo impróprio",
  copyright: "Cópia de receita de outra pessoa",
  other: "Outro motivo",
};

export const REPORT_DETAILS_MAX_LENGTH = 500;

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
