import type { AdminEnhancedStats } from "@chefzap/shared";
import { formatCents } from "@/lib/format-money";
import { useEnhancedStats } from "../api/get-stats";
import { formatDay, formatInteger } from "../lib/format-numbers";
import { BarChartCard } from "./bar-chart-card";
import { Loaded } from "./loaded";
import { OverviewStats } from "./overview-stats";
import { StatGridSkeleton } from "./stat-grid";

const count = (series: { date: string; count: number }[]) =>
  series.map((d) => ({ label: formatDay(d.date), value: d.count }));

function OverviewCharts({ stats }: { stats: AdminEnhancedStats }) {
  const revenue = stats.series.revenue.map((d) => ({ label: formatDay(d.date), value: d.amount }));
  return (
    <div className="grid grid-cols-1 gap-4 lg:grid-cols-3">
      <BarChartCard
        title="Novos usuários por dia"
        rows={count(stats.series.newUsers)}
        series={[{ key: "value", name: "Novos usuários", color: "var(--color-primary)" }]}
        format={formatInteger}
      />
      <BarChartCard
        title="Receita por dia"
        rows={revenue}
        series={[{ key: "value", name: "Receita", color: "var(--color-success)" }]}
        format={formatCents}
        minTop={10_000}
        tickFormat={(cents) => `R$ ${formatInteger(Math.round(cents / 100))}`}
      />
      <BarChartCard
        title="Receitas geradas por dia"
        rows={count(stats.series.recipesGenerated)}
        series={[{ key: "value", name: "Receitas geradas", color: "var(--color-accent)" }]}
        format={formatInteger}
      />
    </div>
  );
}

/** Panel one's overview: the enhanced stats and their last 30 days. */
export function OverviewTab() {
  const stats = useEnhancedStats();
  return (
    <Loaded query={stats} skeleton={<StatGridSkeleton count={12} />}>
      {(data) => (
        <div className="grid grid-cols-1 gap-6">
          <OverviewStats stats={data} />
          <OverviewCharts stats={data} />
        </div>
      )}
    </Loaded>
  );
}
