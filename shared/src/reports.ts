// Reports' reasons and limits, without zod: the report dialog reads them (schemas/reports.ts checks them).

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
