import type { ReplyOption } from "@chefzap/shared";
import { messageTime } from "../lib/format-time";
import type { AssistantEntry } from "../types";
import { ChefAvatar } from "./chef-avatar";
import { ReplyView } from "./reply-view";

interface AssistantMessageProps {
  entry: AssistantEntry;
  onChoose: (option: ReplyOption) => void;
}

/** One answer of the chef: its replies one under the other, like separate messages. */
export function AssistantMessage({ entry, onChoose }: AssistantMessageProps) {
  return (
    <div className="flex gap-2.5">
      <ChefAvatar />
      <div className="grid min-w-0 flex-1 justify-items-start gap-2">
        <span className="sr-only">ChefZap disse:</span>
        {entry.replies.map((reply, i) => (
          <ReplyView key={i} reply={reply} onChoose={onChoose} />
        ))}
        <time dateTime={entry.at} className="text-xs text-muted-foreground">
          {messageTime(entry.at)}
        </time>
      </div>
    </div>
  );
}
