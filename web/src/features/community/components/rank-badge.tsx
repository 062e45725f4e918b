import { Medal } from "lucide-react";
import { cn } from "@/lib/cn";

// Gold, silver and bronze for the podium; the rest wear the plain badge.
const PODIUM = [
  "bg-accent text-accent-foreground",
  "bg-stone-300 text-stone-900 dark:bg-stone-400",
  "bg-orange-300 text-orange-950 dark:bg-orange-400",
];

export function RankBadge({ rank }: { rank: number }) {
  const podium = PODIUM[rank - 1];
  return (
    <span
      className={cn(
        "inline-flex h-8 min-w-8 items-center self-start justify-center gap-1 rounded-full px-2.5 text-sm font-extrabold tabular-nums",
        podium ?? "bg-muted text-foreground",
      )}
    >
      {podium && <Medal aria-hidden="true" className="size-4" />}
      <span aria-hidden="true">{rank}º</span>
      <span className="sr-only">{rank}º lugar</span>
    </span>
  );
}
