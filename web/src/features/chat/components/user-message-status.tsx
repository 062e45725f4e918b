import { AlertCircle, Clock, RotateCw } from "lucide-react";
import { Button } from "@/components/ui/button";
import { messageTime } from "../lib/format-time";
import type { UserEntry } from "../types";

interface UserMessageStatusProps {
  entry: UserEntry;
  onResend: (entry: UserEntry) => void;
}

/** Under the cook's line: "enviando…", its time once stored, or why it did not go and a way to retry. */
export function UserMessageStatus({ entry, onResend }: UserMessageStatusProps) {
  if (entry.status === "sending")
    return (
      <p className="inline-flex items-center gap-1 text-xs text-muted-foreground">
        <Clock aria-hidden="true" className="size-3.5" />
        enviando…
      </p>
    );
  if (entry.status === "sent")
    return (
      <time dateTime={entry.at} className="text-xs text-muted-foreground">
        {messageTime(entry.at)}
      </time>
    );
  return (
    <div
      role="alert"
      className="grid max-w-[85%] justify-items-end gap-1 text-right text-sm text-destructive"
    >
      <p className="inline-flex items-start gap-1.5">
        <AlertCircle aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        <span>Não enviada. {entry.error}</span>
      </p>
      {entry.retryable && (
        <Button size="sm" variant="outline" onClick={() => onResend(entry)}>
          <RotateCw aria-hidden="true" />
          Tentar de novo
        </Button>
      )}
    </div>
  );
}
