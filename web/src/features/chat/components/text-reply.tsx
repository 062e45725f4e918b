import { FormattedText } from "./formatted-text";
import { ReplyBubble } from "./reply-bubble";

export function TextReply({ text }: { text: string }) {
  return (
    <ReplyBubble>
      <FormattedText text={text} />
    </ReplyBubble>
  );
}
