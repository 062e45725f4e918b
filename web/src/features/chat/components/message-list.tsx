import type { ReplyOption } from "@chefzap/shared";
import type { ChatEntry, UserEntry } from "../types";
import { AssistantMessage } from "./assistant-message";
import { UserMessage } from "./user-message";

interface MessageListProps {
  entries: readonly ChatEntry[];
  onChoose: (option: ReplyOption) => void;
  onResend: (entry: UserEntry) => void;
}

/** The conversation, oldest first. */
export function MessageList({ entries, onChoose, onResend }: MessageListProps) {
  return (
    <ol aria-label="Mensagens" className="grid gap-5">
      {entries.map((entry) => (
        <li key={entry.id}>
          {entry.role === "user" ? (
            <UserMessage entry={entry} onResend={onResend} />
          ) : (
            <AssistantMessage entry={entry} onChoose={onChoose} />
          )}
        </li>
      ))}
    </ol>
  );
}
