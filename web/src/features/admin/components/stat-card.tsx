import type { LucideIcon } from "lucide-react";
import { Card } from "@/components/ui/card";
import { cn } from "@/lib/cn";

export interface Stat {
  label: string;
  value: string;
  hint?: string;
  icon: LucideIcon;
  tone?: "primary" | "success" | "accent" | "destructive";
}

const toneClass = {
  primary: "bg-primary/10 text-primary",
  success: "bg-success/15 text-success",
  accent: "bg-accent/25 text-accent-foreground dark:text-accent",
  destructive: "bg-destructive/10 text-destructive",
};

/** One number of a panel: its name, the value, and how it is counted when that is not obvious. */
export function StatCard({ label, value, hint, icon: Icon, tone = "primary" }: Stat) {
  return (
    <Card className="flex flex-col items-start gap-2 p-3 sm:flex-row sm:gap-3 sm:p-4">
      <span className={cn("grid size-9 shrink-0 place-items-center rounded-lg sm:size-10", toneClass[tone])}>
        <Icon aria-hidden="true" className="size-5" />
      </span>
      <dl className="grid min-w-0 gap-0.5">
        <dt className="text-sm text-muted-foreground">{label}</dt>
        <dd className="text-xl font-bold tabular-nums leading-tight break-words sm:text-2xl">{value}</dd>
        {hint && <dd className="text-xs text-muted-foreground">{hint}</dd>}
      </dl>
    </Card>
  );
}
