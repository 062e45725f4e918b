import { replySummary } from "../lib/reply-summary";
import type { ChatEntry } from "../types";

/**
 * A screen reader hears each answer that arrives while the page is open, once, in words; the history
 * read at load and the cook's own lines are not read out.
 */
export function ChatAnnouncer({ entries }: { entries: readonly ChatEntry[] }) {
  const last = entries.at(-1);
  const text = last?.role === "assistant" && last.live ? `ChefZap: ${replySummary(last.replies)}` : "";
  return (
    <div aria-live="polite" aria-atomic="true" className="sr-only">
      {text}
    </div>
  );
}
