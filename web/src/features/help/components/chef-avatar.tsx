import { ChefHat } from "lucide-react";
import { cn } from "@/lib/cn";

// Leaf green for the first steps, up through saffron and tomato to the master's charcoal.
const tones = [
  "bg-success/15 text-success",
  "bg-accent/40 text-accent-foreground dark:bg-accent/15 dark:text-accent",
  "bg-primary/15 text-primary",
  "bg-destructive/15 text-destructive",
  "bg-foreground text-background",
];

/** A chef's hat whose colour and stars grow with the level. */
export function ChefAvatar({ level, name }: { level: number; name: string }) {
  return (
    <span
      role="img"
      aria-label={`Chef ${name}`}
      className={cn("relative grid size-16 shrink-0 place-items-center rounded-full", tones[level - 1])}
    >
      <ChefHat aria-hidden="true" className="size-8" />
      <span
        aria-hidden="true"
        className="absolute -bottom-1 rounded-full bg-card px-1.5 text-xs font-bold text-foreground shadow-sm ring-1 ring-border"
      >
        {"★".repeat(level)}
      </span>
    </span>
  );
}
