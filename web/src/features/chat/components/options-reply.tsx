import type { ReplyOption } from "@chefzap/shared";
import { useId } from "react";
import { ChatChip } from "./chat-chip";
import { FormattedText } from "./formatted-text";
import { ReplyBubble } from "./reply-bubble";

interface OptionsReplyProps {
  text: string;
  options: readonly ReplyOption[];
  onChoose: (option: ReplyOption) => void;
}

/** A question with its choices as chips; a chip sends its number, which every channel understands. */
export function OptionsReply({ text, options, onChoose }: OptionsReplyProps) {
  const questionId = useId();
  return (
    <div className="grid gap-2">
      <ReplyBubble id={questionId}>
        <FormattedText text={text} />
      </ReplyBubble>
      <ul aria-labelledby={questionId} className="flex flex-wrap gap-2">
        {options.map((option) => (
          <li key={option.key}>
            <ChatChip onClick={() => onChoose(option)}>{option.label}</ChatChip>
          </li>
        ))}
      </ul>
    </div>
  );
}
