import type { ReactNode } from "react";

/** One numbered section of a legal text; `id` is its anchor in the table of contents. */
export interface LegalSection {
  id: string;
  title: string;
  body: ReactNode;
}

export interface LegalDocument {
  title: string;
  /** A sentence or two in plain words: what this text is for. */
  summary: ReactNode;
  /** ISO date of the last change, shown as "Última atualização". */
  updatedOn: string;
  sections: readonly LegalSection[];
}

/** The three texts changed together; a change to one of them moves this date and notifies users. */
export const LEGAL_UPDATED_ON = "2026-11-23";
