import type { UserEntry } from "../types";
import { UserMessageStatus } from "./user-message-status";
import { UserPhoto } from "./user-photo";

interface UserMessageProps {
  entry: UserEntry;
  onResend: (entry: UserEntry) => void;
}

/** The cook's line, right-aligned: its words or photo, then whether it went. */
export function UserMessage({ entry, onResend }: UserMessageProps) {
  return (
    <div className="grid justify-items-end gap-1">
      <span className="sr-only">Você disse:</span>
      <div
        className={
          entry.photo && entry.photo !== true
            ? "overflow-hidden rounded-2xl rounded-tr-md border border-border bg-card p-1"
            : "max-w-[85%] rounded-2xl rounded-tr-md bg-primary px-4 py-2.5 text-[0.9375rem] leading-relaxed whitespace-pre-wrap text-primary-foreground shadow-sm [overflow-wrap:anywhere] sm:max-w-[75%] dark:border dark:border-primary/50 dark:bg-primary/20 dark:text-foreground"
        }
      >
        {entry.photo ? <UserPhoto photo={entry.photo} /> : (entry.label ?? entry.text)}
      </div>
      <UserMessageStatus entry={entry} onResend={onResend} />
    </div>
  );
}
