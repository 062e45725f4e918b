import type { Reply, ReplyOption } from "@chefzap/shared";
import type { ReactNode } from "react";
import { ErrorReply } from "./error-reply";
import { LinkReply } from "./link-reply";
import { ListReply } from "./list-reply";
import { OptionsReply } from "./options-reply";
import { RecipeReplyCard } from "./recipe-reply-card";
import { TextReply } from "./text-reply";

type Views = {
  [K in Reply["kind"]]: (
    reply: Extract<Reply, { kind: K }>,
    onChoose: (option: ReplyOption) => void,
  ) => ReactNode;
};

const views: Views = {
  text: ({ text }) => <TextReply text={text} />,
  recipe: ({ recipe }) => <RecipeReplyCard recipe={recipe} />,
  list: ({ title, items }) => <ListReply title={title} items={items} />,
  options: ({ text, options }, onChoose) => (
    <OptionsReply text={text} options={options} onChoose={onChoose} />
  ),
  error: ({ text }) => <ErrorReply text={text} />,
  link: ({ text, label, url }) => <LinkReply text={text} label={label} url={url} />,
};

/** One thing the chef said, drawn by its kind. */
export function ReplyView({ reply, onChoose }: { reply: Reply; onChoose: (option: ReplyOption) => void }) {
  return (views[reply.kind] as (r: Reply, c: typeof onChoose) => ReactNode)(reply, onChoose);
}
