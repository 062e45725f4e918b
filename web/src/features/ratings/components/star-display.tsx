import { Star } from "lucide-react";
import { cn } from "@/lib/cn";

const STARS = [1, 2, 3, 4, 5];

/** Read-only stars; the label says the value, so the five icons are hidden from screen readers. */
export function StarDisplay({
  stars,
  label,
  className,
}: {
  stars: number;
  label: string;
  className?: string;
}) {
  return (
    <span role="img" aria-label={label} className={cn("inline-flex gap-0.5", className)}>
      {STARS.map((n) => (
        <Star
          key={n}
          aria-hidden="true"
          className={cn(
            "size-4",
            n <= stars ? "fill-accent text-amber-600 dark:text-accent" : "text-muted-foreground/60",
          )}
        />
      ))}
    </span>
  );
}
