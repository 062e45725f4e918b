import type { ComponentProps } from "react";
import { cn } from "@/lib/cn";

/** A tappable answer or suggestion: it sends its words as the cook's next message. */
export function ChatChip({ className, ...props }: ComponentProps<"button">) {
  return (
    <button
      type="button"
      className={cn(
        "inline-flex min-h-10 items-center gap-1.5 rounded-full border border-primary/40 bg-card px-3.5 py-1.5 text-left text-sm font-medium text-primary transition-colors hover:border-primary hover:bg-primary/10 disabled:pointer-events-none disabled:opacity-50 dark:text-orange-300",
        className,
      )}
      {...props}
    />
  );
}
