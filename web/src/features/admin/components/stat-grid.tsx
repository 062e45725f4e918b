import { Skeleton } from "@/components/ui/skeleton";
import { formatTime } from "../lib/format-date-time";
import { StatCard, type Stat } from "./stat-card";

/** Stat cards two across on a phone, four on a desktop. */
export function StatGrid({ stats, label }: { stats: Stat[]; label: string }) {
  return (
    <div role="group" aria-label={label} className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      {stats.map((stat) => (
        <StatCard key={stat.label} {...stat} />
      ))}
    </div>
  );
}

export function StatGridSkeleton({ count = 8 }: { count?: number }) {
  return (
    <div aria-busy="true" aria-label="Carregando" className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      {Array.from({ length: count }, (_, i) => (
        <Skeleton key={i} className="h-24" />
      ))}
    </div>
  );
}

/** When the totals above were counted: the api keeps them for a minute. */
export function StatsTime({ at }: { at: string }) {
  return (
    <p className="text-xs text-muted-foreground">Números das {formatTime(at)}, atualizados a cada minuto.</p>
  );
}
