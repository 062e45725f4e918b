const ptBrDate = new Intl.DateTimeFormat("pt-BR");

/** An ISO timestamp as a pt-BR date: "2026-11-22T…" → "22/11/2026". */
export function formatDate(iso: string): string {
  return ptBrDate.format(new Date(iso));
}
