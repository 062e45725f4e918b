import { cn } from "@/lib/cn";

/** "123/500" under a text box, announced politely and red at the limit. */
export function CharCounter({ id, length, max }: { id: string; length: number; max: number }) {
  return (
    <p
      id={id}
      aria-live="polite"
      className={cn(
        "justify-self-end text-xs tabular-nums",
        length >= max ? "font-semibold text-destructive" : "text-muted-foreground",
      )}
    >
      {length}/{max}
    </p>
  );
}
