import type {
  AdminDashboardStats,
  AdminEnhancedStats,
  AdminRecipeAnalytics,
  AdminRecipesQuery,
  AdminWeeklyMenusQuery,
} from "@chefzap/shared";
import type { Db } from "../../db/client.ts";
import { decodeCursor, encodeCursor } from "../../db/keyset.ts";
import type { CatalogueService } from "../catalogue/index.ts";
import { createAdminContentRepository, menusKey, recipesKey } from "./admin-content.repository.ts";
import { createAdminStatsRepository } from "./admin-stats.repository.ts";
import { recentAnswer, sharedWhileRunning } from "./recent-answer.ts";
import { createSystemMetrics } from "./system-metrics.ts";

export interface AdminInsightsDeps {
  db: Db;
  foods: Pick<CatalogueService, "resolve">;
  ping: () => Promise<void>;
  dataDir: string;
  now: () => Date;
}

/** How many recent recipes the ingredient ranking reads, and how many distinct texts it resolves. */
const INGREDIENT_SAMPLE = 20_000;
const INGREDIENT_TEXTS = 400;
const ratio = (part: number, whole: number) => (whole > 0 ? part / whole : 0);
/**
 * The overview numbers read whole tables (a million recipes take ~250 ms to count on PostgreSQL):
 * each panel's answer is recomputed at most once a minute, in the background, while the last one is served.
 */
const NUMBERS_MAX_AGE_MS = 60_000;

/** The panels' numbers, all computed in SQL from stored rows at the moment they are asked for. */
export function createAdminInsightsService(deps: AdminInsightsDeps) {
  const repository = createAdminStatsRepository(deps.db);
  // Every panel reads these totals: panels computed at the same moment (the warm-up at start, or a
  // refresh when their minute ends together) share one pass over the tables.
  const stats = {
    ...repository,
    recipeTotals: sharedWhileRunning(repository.recipeTotals),
    userTotals: sharedWhileRunning(repository.userTotals),
    activeUsers: sharedWhileRunning(repository.activeUsers),
    series: sharedWhileRunning(repository.series),
  };
  const content = createAdminContentRepository(deps.db);

  /** Ingredient texts resolved to catalogue foods, so "tomates" and "Tomate" count as one food. */
  async function popularIngredients(now: Date) {
    const counts = new Map<string, { foodId: string; name: string; count: number }>();
    for (const { text, count } of await stats.ingredientTexts(now, INGREDIENT_SAMPLE, INGREDIENT_TEXTS)) {
      const hit = deps.foods.resolve(text);
      if (!hit) continue;
      const entry = counts.get(hit.food.id) ?? { foodId: hit.food.id, name: hit.food.name, count: 0 };
      entry.count += count;
      counts.set(hit.food.id, entry);
    }
    return [...counts.values()]
      .sort((a, b) => b.count - a.count || a.name.localeCompare(b.name))
      .slice(0, 10);
  }

  const service = {
    async enhancedStats(): Promise<AdminEnhancedStats> {
      const now = deps.now();
      const [users, recipes, money, churn, active, series] = await Promise.all([
        stats.userTotals(now),
        stats.recipeTotals(now),
        stats.revenue(now),
        stats.churn(now),
        stats.activeUsers(now),
        stats.series(now),
      ]);
      return {
        totalUsers: users.total,
        activeSubscriptions: money.activeSubscriptions,
        freeUsers: users.free,
        totalRevenue: money.revenue,
        monthlyRevenue: money.mrr,
        revenueLast30Days: money.last30,
        // ARPPU: revenue over the users who paid at least once.
        averageRevenuePerUser: Math.round(ratio(money.revenue, users.paying)),
        churnRate: ratio(churn.ended, churn.atStart),
        // Conversion: users with at least one paid charge (refunded later included) over every user.
        conversionRate: ratio(users.paying, users.total),
        newUsersToday: users.today,
        newUsersThisWeek: users.week,
        newUsersThisMonth: users.month,
        activeUsersToday: active.today,
        totalRecipesGenerated: recipes.generated,
        averageRecipesPerUser: Math.round(ratio(recipes.generated, users.total) * 100) / 100,
        series: {
          newUsers: series.map((d) => ({ date: d.date, count: d.newUsers })),
          revenue: series.map((d) => ({ date: d.date, amount: Number(d.revenue) })),
          recipesGenerated: series.map((d) => ({ date: d.date, count: d.aiGenerated })),
        },
        generatedAt: now.toISOString(),
      };
    },

    async recipeAnalytics(): Promise<AdminRecipeAnalytics> {
      const now = deps.now();
      const [recipes, ingredients, top, series, active] = await Promise.all([
        stats.recipeTotals(now),
        popularIngredients(now),
        stats.topRated(10),
        stats.series(now),
        stats.activeUsers(now),
      ]);
      return {
        totalRecipes: recipes.total,
        aiGeneratedRecipes: recipes.generated,
        userCreatedRecipes: recipes.written,
        averageRating: recipes.ratingCount
          ? Math.round((recipes.ratingSum * 100) / recipes.ratingCount) / 10
          : null,
        mostPopularIngredients: ingredients,
        topRatedRecipes: top,
        recipeGenerationTrends: series.map((d) => ({
          date: d.date,
          aiGenerated: d.aiGenerated,
          userCreated: d.userCreated,
        })),
        userEngagement: {
          dailyActiveUsers: active.daily,
          weeklyActiveUsers: active.weekly,
          monthlyActiveUsers: active.monthly,
          averageSessionDuration: active.averageSessionSeconds,
        },
        generatedAt: now.toISOString(),
      };
    },

    async dashboardStats(): Promise<AdminDashboardStats> {
      const now = deps.now();
      const [users, recipes, active, rest] = await Promise.all([
        stats.userTotals(now),
        stats.recipeTotals(now),
        stats.activeUsers(now),
        stats.contentTotals(),
      ]);
      return {
        totalUsers: users.total,
        premiumUsers: users.total - users.free,
        activeUsers7Days: active.weekly,
        newUsers7Days: users.last7,
        totalRecipes: recipes.total,
        recipes7Days: recipes.last7,
        publishedRecipes: recipes.published,
        totalWeeklyMenus: rest.weeklyMenus,
        openReports: rest.openReports,
        generatedAt: now.toISOString(),
      };
    },

    systemMetrics: createSystemMetrics(deps),

    async recipes(query: AdminRecipesQuery) {
      const after = query.cursor ? decodeCursor(query.cursor, "admin-recipes", recipesKey) : undefined;
      const page = await content.recipes({ search: query.search, limit: query.limit, after });
      return { items: page.items, nextCursor: page.next && encodeCursor("admin-recipes", page.next) };
    },

    async weeklyMenus(query: AdminWeeklyMenusQuery) {
      const after = query.cursor ? decodeCursor(query.cursor, "admin-menus", menusKey) : undefined;
      const page = await content.weeklyMenus({ limit: query.limit, after }, deps.now());
      return { items: page.items, nextCursor: page.next && encodeCursor("admin-menus", page.next) };
    },
  };
  const enhancedStats = recentAnswer(service.enhancedStats, NUMBERS_MAX_AGE_MS);
  const recipeAnalytics = recentAnswer(service.recipeAnalytics, NUMBERS_MAX_AGE_MS);
  const dashboardStats = recentAnswer(service.dashboardStats, NUMBERS_MAX_AGE_MS);
  return {
    ...service,
    enhancedStats,
    recipeAnalytics,
    dashboardStats,
    /**
     * Computes the overview panels' numbers once, in the background of a start (the caller does not
     * wait), so the first admin to open them is served what is kept instead of waiting for the
     * recipes to be counted; later answers refresh as usual.
     */
    warm: async (): Promise<void> => {
      await Promise.all([enhancedStats(), recipeAnalytics(), dashboardStats()]);
    },
  };
}

export type AdminInsightsService = ReturnType<typeof createAdminInsightsService>;
