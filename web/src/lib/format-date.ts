import { formatDateLocal } from "./pt-br-format";

/** An ISO timestamp as a pt-BR date, in the device's time zone: "2026-11-22T…" → "22/11/2026". */
export function formatDate(iso: string): string {
  return formatDateLocal(new Date(iso));
}
