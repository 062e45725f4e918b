import type { AdminDashboardStats, AdminEnhancedStats, AdminRecipeAnalytics } from "@chefzap/shared";
import { screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderAdmin } from "../test/render-admin";
import { AdminDashboardPage } from "./admin-dashboard-page";
import { AdminPanelPage } from "./admin-panel-page";

const days = (n: number) => Array.from({ length: n }, (_, i) => `2026-11-${String(i + 1).padStart(2, "0")}`);

const stats: AdminEnhancedStats = {
  totalUsers: 1200,
  activeSubscriptions: 40,
  freeUsers: 1160,
  totalRevenue: 123456,
  monthlyRevenue: 39600,
  revenueLast30Days: 29700,
  averageRevenuePerUser: 2470,
  churnRate: 0.05,
  conversionRate: 0.0333,
  newUsersToday: 4,
  newUsersThisWeek: 30,
  newUsersThisMonth: 90,
  activeUsersToday: 75,
  totalRecipesGenerated: 5000,
  averageRecipesPerUser: 4.1666,
  series: {
    newUsers: days(3).map((date, i) => ({ date, count: i })),
    revenue: days(3).map((date) => ({ date, amount: 990 })),
    recipesGenerated: days(3).map((date) => ({ date, count: 5 })),
  },
  generatedAt: "2026-11-23T15:00:00.000Z",
};

const analytics: AdminRecipeAnalytics = {
  totalRecipes: 5200,
  aiGeneratedRecipes: 5000,
  userCreatedRecipes: 200,
  averageRating: 42,
  mostPopularIngredients: [{ foodId: "f1", name: "Arroz", count: 310 }],
  topRatedRecipes: [
    { id: "r1", title: "Moqueca baiana", averageRating: 48, totalRatings: 12, author: "Rita" },
  ],
  recipeGenerationTrends: days(2).map((date) => ({ date, aiGenerated: 3, userCreated: 1 })),
  userEngagement: {
    dailyActiveUsers: 75,
    weeklyActiveUsers: 300,
    monthlyActiveUsers: 800,
    averageSessionDuration: 5400,
  },
  generatedAt: "2026-11-23T15:00:00.000Z",
};

const dashboard: AdminDashboardStats = {
  totalUsers: 1200,
  premiumUsers: 40,
  activeUsers7Days: 300,
  newUsers7Days: 30,
  totalRecipes: 5200,
  recipes7Days: 250,
  publishedRecipes: 900,
  totalWeeklyMenus: 60,
  openReports: 2,
  generatedAt: "2026-11-23T15:00:00.000Z",
};

const card = (label: string) => screen.getByText(label, { selector: "dt" }).closest("dl")!;

afterEach(() => vi.unstubAllGlobals());

describe("the panels' numbers", () => {
  it("overview: money from centavos, rates as percentages, charts with their data", async () => {
    renderAdmin(<AdminPanelPage />, {
      path: "/admin/perfect",
      routes: { "GET /api/admin/enhanced-stats": { body: stats } },
    });
    expect(await screen.findByText("Total de usuários")).toBeInTheDocument();
    expect(card("Total de usuários")).toHaveTextContent("1.200");
    expect(card("Receita total")).toHaveTextContent(/R\$\s1\.234,56/);
    expect(card("Receita mensal recorrente")).toHaveTextContent(/R\$\s396,00/);
    expect(card("Churn (30 dias)")).toHaveTextContent("5%");
    expect(card("Conversão")).toHaveTextContent("3,3%");
    expect(card("Receitas geradas")).toHaveTextContent("4,2 por usuário");
    const revenue = screen.getByRole("table", { name: "Receita por dia" });
    expect(within(revenue).getAllByText(/R\$\s9,90/)).toHaveLength(3);
    expect(within(revenue).getByText("01/11")).toBeInTheDocument();
    // The api keeps these totals for a minute; the panel says when they were counted.
    const countedAt = new Date(stats.generatedAt).toLocaleTimeString("pt-BR");
    expect(screen.getByText(`Números das ${countedAt}, atualizados a cada minuto.`)).toBeInTheDocument();
  });

  it("analytics: ratings in stars, engagement and the top-rated recipes", async () => {
    renderAdmin(<AdminPanelPage />, {
      path: "/admin/perfect?aba=analytics",
      routes: { "GET /api/admin/recipe-analytics": { body: analytics } },
    });
    expect(await screen.findByText("Avaliação média")).toBeInTheDocument();
    expect(card("Avaliação média")).toHaveTextContent("4,2");
    expect(card("Duração média da sessão")).toHaveTextContent("1 h 30 min");
    const top = screen.getByRole("table", { name: /mais bem avaliadas/ });
    expect(within(top).getByRole("link", { name: "Moqueca baiana" })).toHaveAttribute("href", "/recipes/r1");
    expect(within(top).getByText("4,8")).toBeInTheDocument();
    expect(
      within(screen.getByRole("table", { name: "Ingredientes mais usados (30 dias)" })).getByText("Arroz"),
    ).toBeInTheDocument();
  });

  it("panel two's Dashboard tab", async () => {
    renderAdmin(<AdminDashboardPage />, {
      path: "/admin/dashboard",
      routes: {
        "GET /api/admin/dashboard-stats": { body: dashboard },
        "GET /api/admin/reports": { body: [] },
      },
    });
    expect(await screen.findByText("Ativos em 7 dias")).toBeInTheDocument();
    expect(card("Ativos em 7 dias")).toHaveTextContent("300");
    expect(card("Denúncias abertas")).toHaveTextContent("2");
    expect(screen.getAllByRole("tab").map((tab) => tab.textContent)).toEqual([
      "Dashboard",
      "Usuários",
      "Receitas",
      "Cardápios",
    ]);
  });
});
