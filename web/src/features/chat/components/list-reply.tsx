import { FormattedText } from "./formatted-text";
import { ReplyBubble } from "./reply-bubble";

/** A titled list (shopping list, my recipes, what a photo showed). */
export function ListReply({ title, items }: { title: string; items: readonly string[] }) {
  return (
    <ReplyBubble className="whitespace-normal">
      <p className="font-semibold">
        <FormattedText text={title} />
      </p>
      <ul
        aria-label={title.replace(/[*_]/g, "")}
        className="mt-1 list-disc space-y-0.5 pl-5 marker:text-primary"
      >
        {items.map((item, i) => (
          <li key={`${i}-${item}`}>
            <FormattedText text={item} />
          </li>
        ))}
      </ul>
    </ReplyBubble>
  );
}
