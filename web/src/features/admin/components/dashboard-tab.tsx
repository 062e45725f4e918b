import { CalendarDays, ChefHat, Crown, Flag, Globe, UserPlus, Users } from "lucide-react";
import { useDashboardStats } from "../api/get-stats";
import { formatInteger } from "../lib/format-numbers";
import { Loaded } from "./loaded";
import { ReportsSection } from "./reports-section";
import { StatGrid, StatGridSkeleton, StatsTime } from "./stat-grid";

/** Panel two's Dashboard: the week at a glance, and the community's reports to act on. */
export function DashboardTab() {
  const stats = useDashboardStats();
  return (
    <div className="grid grid-cols-1 gap-6">
      <Loaded query={stats} skeleton={<StatGridSkeleton />}>
        {(s) => (
          <div className="grid grid-cols-1 gap-2">
            <StatGrid
              label="Resumo"
              stats={[
                { icon: Users, label: "Usuários", value: formatInteger(s.totalUsers) },
                { icon: Crown, tone: "accent", label: "Premium", value: formatInteger(s.premiumUsers) },
                {
                  icon: UserPlus,
                  tone: "success",
                  label: "Ativos em 7 dias",
                  value: formatInteger(s.activeUsers7Days),
                  hint: `${formatInteger(s.newUsers7Days)} novos`,
                },
                {
                  icon: ChefHat,
                  label: "Receitas",
                  value: formatInteger(s.totalRecipes),
                  hint: `${formatInteger(s.recipes7Days)} em 7 dias`,
                },
                {
                  icon: Globe,
                  tone: "success",
                  label: "Publicadas",
                  value: formatInteger(s.publishedRecipes),
                },
                { icon: CalendarDays, label: "Cardápios", value: formatInteger(s.totalWeeklyMenus) },
                {
                  icon: Flag,
                  tone: s.openReports > 0 ? "destructive" : "success",
                  label: "Denúncias abertas",
                  value: formatInteger(s.openReports),
                },
              ]}
            />
            <StatsTime at={s.generatedAt} />
          </div>
        )}
      </Loaded>
      <ReportsSection />
    </div>
  );
}
