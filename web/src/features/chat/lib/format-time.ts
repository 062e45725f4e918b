import { formatDayMonthTimeLocal, formatTimeLocal } from "@/lib/pt-br-format";

/** "14:05" today, "22/11, 14:05" before, as a message's time. */
export function messageTime(iso: string, now = new Date()): string {
  const at = new Date(iso);
  return at.toDateString() === now.toDateString() ? formatTimeLocal(at) : formatDayMonthTimeLocal(at);
}
