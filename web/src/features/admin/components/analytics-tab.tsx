import type { AdminRecipeAnalytics } from "@chefzap/shared";
import { Activity, Bot, CalendarDays, ChefHat, Clock, PenLine, Star, Users } from "lucide-react";
import { useRecipeAnalytics } from "../api/get-stats";
import { formatDay, formatDuration, formatInteger, formatRating } from "../lib/format-numbers";
import { BarChartCard } from "./bar-chart-card";
import { Loaded } from "./loaded";
import { StatGrid, StatGridSkeleton, StatsTime } from "./stat-grid";
import { TopRatedTable } from "./top-rated-table";

function AnalyticsStats({ a }: { a: AdminRecipeAnalytics }) {
  const e = a.userEngagement;
  return (
    <StatGrid
      label="Receitas e engajamento"
      stats={[
        { icon: ChefHat, label: "Receitas", value: formatInteger(a.totalRecipes) },
        { icon: Bot, tone: "accent", label: "Geradas pela IA", value: formatInteger(a.aiGeneratedRecipes) },
        { icon: PenLine, label: "Escritas pelos usuários", value: formatInteger(a.userCreatedRecipes) },
        {
          icon: Star,
          tone: "accent",
          label: "Avaliação média",
          value: formatRating(a.averageRating),
          hint: "estrelas",
        },
        {
          icon: Activity,
          tone: "success",
          label: "Ativos no dia",
          value: formatInteger(e.dailyActiveUsers),
          hint: "DAU",
        },
        {
          icon: Users,
          tone: "success",
          label: "Ativos na semana",
          value: formatInteger(e.weeklyActiveUsers),
          hint: "WAU",
        },
        {
          icon: CalendarDays,
          tone: "success",
          label: "Ativos no mês",
          value: formatInteger(e.monthlyActiveUsers),
          hint: "MAU",
        },
        {
          icon: Clock,
          label: "Duração média da sessão",
          value: e.averageSessionDuration === null ? "N/A" : formatDuration(e.averageSessionDuration),
        },
      ]}
    />
  );
}

function AnalyticsCharts({ a }: { a: AdminRecipeAnalytics }) {
  const trends = a.recipeGenerationTrends.map((d) => ({
    label: formatDay(d.date),
    aiGenerated: d.aiGenerated,
    userCreated: d.userCreated,
  }));
  const ingredients = a.mostPopularIngredients.map((i) => ({ label: i.name, value: i.count }));
  return (
    <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
      <BarChartCard
        title="Receitas criadas por dia"
        rows={trends}
        series={[
          { key: "aiGenerated", name: "Geradas pela IA", color: "var(--color-primary)" },
          { key: "userCreated", name: "Escritas", color: "var(--color-accent)" },
        ]}
        format={formatInteger}
      />
      {ingredients.length > 0 ? (
        <BarChartCard
          title="Ingredientes mais usados (30 dias)"
          rows={ingredients}
          series={[{ key: "value", name: "Receitas", color: "var(--color-success)" }]}
          format={formatInteger}
          horizontal
        />
      ) : (
        <p className="text-sm text-muted-foreground">Nenhum ingrediente usado nos últimos 30 dias.</p>
      )}
    </div>
  );
}

/** Panel one's analytics: what is cooked, how it is rated, and who comes back. */
export function AnalyticsTab() {
  const analytics = useRecipeAnalytics();
  return (
    <Loaded query={analytics} skeleton={<StatGridSkeleton />}>
      {(a) => (
        <div className="grid grid-cols-1 gap-6">
          <div className="grid grid-cols-1 gap-2">
            <AnalyticsStats a={a} />
            <StatsTime at={a.generatedAt} />
          </div>
          <AnalyticsCharts a={a} />
          <TopRatedTable recipes={a.topRatedRecipes} />
        </div>
      )}
    </Loaded>
  );
}
