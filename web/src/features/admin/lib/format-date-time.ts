const ptBrDateTime = new Intl.DateTimeFormat("pt-BR", { dateStyle: "short", timeStyle: "short" });

/** An ISO timestamp as a pt-BR date and time: "22/11/2026, 14:05" (admins compare sends by the minute). */
export function formatDateTime(iso: string): string {
  return ptBrDateTime.format(new Date(iso));
}

const ptBrTime = new Intl.DateTimeFormat("pt-BR", { timeStyle: "medium" });

/** The clock time with seconds ("14:05:32"): live numbers change faster than a minute. */
export function formatTime(iso: string): string {
  return ptBrTime.format(new Date(iso));
}
