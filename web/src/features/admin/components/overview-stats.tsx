import type { AdminEnhancedStats } from "@chefzap/shared";
import {
  BadgePercent,
  ChefHat,
  CircleDollarSign,
  Crown,
  TrendingDown,
  TrendingUp,
  UserPlus,
  Users,
  Wallet,
} from "lucide-react";
import { formatCents } from "@/lib/format-money";
import { formatDecimal, formatInteger, formatPercent } from "../lib/format-numbers";
import { StatGrid, StatsTime } from "./stat-grid";

export function OverviewStats({ stats: s }: { stats: AdminEnhancedStats }) {
  return (
    <div className="grid grid-cols-1 gap-4">
      <StatGrid
        label="Usuários"
        stats={[
          { icon: Users, label: "Total de usuários", value: formatInteger(s.totalUsers) },
          {
            icon: Crown,
            tone: "accent",
            label: "Assinaturas ativas",
            value: formatInteger(s.activeSubscriptions),
          },
          { icon: Users, label: "Usuários grátis", value: formatInteger(s.freeUsers) },
          { icon: UserPlus, tone: "success", label: "Ativos hoje", value: formatInteger(s.activeUsersToday) },
          {
            icon: UserPlus,
            label: "Novos usuários",
            value: formatInteger(s.newUsersToday),
            hint: `hoje · ${formatInteger(s.newUsersThisWeek)} na semana · ${formatInteger(s.newUsersThisMonth)} no mês`,
          },
          {
            icon: TrendingUp,
            tone: "success",
            label: "Conversão",
            value: formatPercent(s.conversionRate),
            hint: "usuários que já pagaram ÷ todos",
          },
          {
            icon: TrendingDown,
            tone: "destructive",
            label: "Churn (30 dias)",
            value: formatPercent(s.churnRate),
            hint: "assinaturas encerradas ÷ ativas há 30 dias",
          },
          {
            icon: ChefHat,
            tone: "accent",
            label: "Receitas geradas",
            value: formatInteger(s.totalRecipesGenerated),
            hint: `${formatDecimal(s.averageRecipesPerUser)} por usuário`,
          },
        ]}
      />
      <StatGrid
        label="Receita"
        stats={[
          {
            icon: CircleDollarSign,
            tone: "success",
            label: "Receita total",
            value: formatCents(s.totalRevenue),
          },
          {
            icon: Wallet,
            tone: "success",
            label: "Receita mensal recorrente",
            value: formatCents(s.monthlyRevenue),
            hint: "assinaturas ativas (MRR)",
          },
          { icon: Wallet, label: "Recebido em 30 dias", value: formatCents(s.revenueLast30Days) },
          {
            icon: BadgePercent,
            label: "Receita por pagante",
            value: formatCents(s.averageRevenuePerUser),
            hint: "receita total ÷ quem já pagou",
          },
        ]}
      />
      <StatsTime at={s.generatedAt} />
    </div>
  );
}
