import { ChefAvatar } from "./chef-avatar";
import { FormattedText } from "./formatted-text";
import { ReplyBubble } from "./reply-bubble";

/**
 * The chef's answer while the model writes it, laid out as the answer will be (the list's gap above,
 * the same bubble, room for its time), so the reply takes its place without the words moving, even in
 * a conversation held at its bottom. Left out of the live region: a screen reader hears the answer
 * once, when it is whole.
 */
export function DraftMessage({ text }: { text: string }) {
  return (
    <div className="mt-5 flex gap-2.5">
      <ChefAvatar />
      <div className="grid min-w-0 flex-1 justify-items-start gap-2">
        <ReplyBubble>
          <FormattedText text={text} />
          <span
            aria-hidden="true"
            className="ml-0.5 inline-block h-[1em] w-0.5 translate-y-[0.15em] bg-current motion-safe:animate-pulse"
          />
        </ReplyBubble>
        <span aria-hidden="true" className="invisible text-xs">
          00:00
        </span>
      </div>
    </div>
  );
}
