import type { ComponentProps } from "react";
import { cn } from "@/lib/cn";

/** The chef's speech bubble, shared by the replies that are words rather than cards. */
export function ReplyBubble({ className, ...props }: ComponentProps<"div">) {
  return (
    <div
      className={cn(
        "w-fit max-w-full rounded-2xl rounded-tl-md border border-border bg-card px-4 py-2.5 text-[0.9375rem] leading-relaxed whitespace-pre-line text-card-foreground shadow-sm [overflow-wrap:anywhere]",
        className,
      )}
      {...props}
    />
  );
}
