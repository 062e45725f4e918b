import { z } from "zod";

/*
 * The admin panels' numbers. Same wire conventions as schemas/admin.ts: money in integer centavos,
 * rates and usages as fractions 0–1, dates ISO, day buckets "YYYY-MM-DD" in America/Sao_Paulo,
 * averageRating as stars × 10.
 */

/** The days a chart series covers, oldest first, today last; days without events are present with 0. */
export const ADMIN_SERIES_DAYS = 30;

const dayCountSchema = z.object({ date: z.string(), count: z.number().int() });
const dayAmountSchema = z.object({ date: z.string(), amount: z.number().int() });

/** GET /api/admin/enhanced-stats (first panel "overview"). */
export const adminEnhancedStatsSchema = z.object({
  totalUsers: z.number().int(),
  /** Subscriptions in state active, trialing or past_due (still in grace), one per user. */
  activeSubscriptions: z.number().int(),
  /** Users whose effective plan is free now. */
  freeUsers: z.number().int(),
  /** Centavos: every paid charge minus refunds, all time. */
  totalRevenue: z.number().int(),
  /**
   * Centavos: MRR, the monthly amount of the active subscriptions (a yearly one would count 1/12).
   * Revenue actually collected in the last 30 days is `revenueLast30Days`.
   */
  monthlyRevenue: z.number().int(),
  revenueLast30Days: z.number().int(),
  /** Centavos: totalRevenue ÷ users who ever paid (0 when nobody has). */
  averageRevenuePerUser: z.number().int(),
  /** Subscriptions that ended in the last 30 days ÷ subscriptions active 30 days ago (0 when none). */
  churnRate: z.number(),
  /** Users with at least one paid charge ÷ all users (0 without users). */
  conversionRate: z.number(),
  newUsersToday: z.number().int(),
  newUsersThisWeek: z.number().int(),
  newUsersThisMonth: z.number().int(),
  /** Distinct users with a session used today. */
  activeUsersToday: z.number().int(),
  /** Recipes made by the AI or the offline chef. */
  totalRecipesGenerated: z.number().int(),
  /** totalRecipesGenerated ÷ totalUsers, with decimals. */
  averageRecipesPerUser: z.number(),
  /** Charts: ADMIN_SERIES_DAYS days each. */
  series: z.object({
    newUsers: z.array(dayCountSchema),
    revenue: z.array(dayAmountSchema),
    recipesGenerated: z.array(dayCountSchema),
  }),
  /** When these numbers were computed. */
  generatedAt: z.string(),
});
export type AdminEnhancedStats = z.infer<typeof adminEnhancedStatsSchema>;

export const DATABASE_STATUSES = ["connected", "slow", "disconnected"] as const;
export type DatabaseStatus = (typeof DATABASE_STATUSES)[number];
/** A `select 1` slower than this reads "slow". */
export const DATABASE_SLOW_MS = 200;

/** GET /api/admin/system-metrics: measured on the answering api process, never estimated. */
export const adminSystemMetricsSchema = z.object({
  /** Seconds since this process started. */
  serverUptime: z.number(),
  databaseStatus: z.enum(DATABASE_STATUSES),
  /** Milliseconds of a `select 1`; null when the database did not answer. */
  databaseLatency: z.number().nullable(),
  /** HTTP requests this process answered since it started (under /api and /metrics). */
  totalApiCalls: z.number().int(),
  /** Milliseconds, mean over the same requests. */
  averageResponseTime: z.number(),
  /** Share of those requests answered with a 5xx status (4xx are the caller's, not errors here). */
  errorRate: z.number(),
  /** Socket.IO connections open on this process. */
  activeConnections: z.number().int(),
  /** Used ÷ size of the file system holding the data folder; null where it cannot be read. */
  diskUsage: z.number().nullable(),
  /** Used ÷ total memory of the machine. */
  memoryUsage: z.number(),
  /** Process CPU time ÷ (wall time × cores) over the last sampling window. */
  cpuUsage: z.number(),
  details: z.object({
    rssBytes: z.number().int(),
    heapUsedBytes: z.number().int(),
    totalMemoryBytes: z.number().int(),
    diskFreeBytes: z.number().int().nullable(),
    diskTotalBytes: z.number().int().nullable(),
    cpuCores: z.number().int(),
  }),
  generatedAt: z.string(),
});
export type AdminSystemMetrics = z.infer<typeof adminSystemMetricsSchema>;

/** GET /api/admin/recipe-analytics (first panel "analytics"). */
export const adminRecipeAnalyticsSchema = z.object({
  totalRecipes: z.number().int(),
  /** source llm or offline. */
  aiGeneratedRecipes: z.number().int(),
  /** source user (written by the cook). */
  userCreatedRecipes: z.number().int(),
  /** Stars × 10 over every vote (Σ sums ÷ Σ counts); null without votes. */
  averageRating: z.number().nullable(),
  /** The foods most used by recipes of the last 30 days, resolved through the catalogue. */
  mostPopularIngredients: z.array(
    z.object({ foodId: z.string(), name: z.string(), count: z.number().int() }),
  ),
  /** Published, visible recipes with votes, by the ranking's score; at most 10. */
  topRatedRecipes: z.array(
    z.object({
      id: z.string(),
      title: z.string(),
      averageRating: z.number(),
      totalRatings: z.number().int(),
      author: z.string(),
    }),
  ),
  /** ADMIN_SERIES_DAYS days: recipes created per day, generated and written apart. */
  recipeGenerationTrends: z.array(
    z.object({ date: z.string(), aiGenerated: z.number().int(), userCreated: z.number().int() }),
  ),
  userEngagement: z.object({
    /** Distinct users with a session used in the last 1, 7 and 30 days. */
    dailyActiveUsers: z.number().int(),
    weeklyActiveUsers: z.number().int(),
    monthlyActiveUsers: z.number().int(),
    /** Seconds from a session's start to its last use, mean over sessions used in 30 days. */
    averageSessionDuration: z.number().nullable(),
  }),
  generatedAt: z.string(),
});
export type AdminRecipeAnalytics = z.infer<typeof adminRecipeAnalyticsSchema>;

/** GET /api/admin/dashboard-stats (second panel "Dashboard"). */
export const adminDashboardStatsSchema = z.object({
  totalUsers: z.number().int(),
  premiumUsers: z.number().int(),
  /** Distinct users with a session used in the last 7 days. */
  activeUsers7Days: z.number().int(),
  newUsers7Days: z.number().int(),
  totalRecipes: z.number().int(),
  recipes7Days: z.number().int(),
  publishedRecipes: z.number().int(),
  totalWeeklyMenus: z.number().int(),
  /** Reported recipes and comments not hidden yet. */
  openReports: z.number().int(),
  generatedAt: z.string(),
});
export type AdminDashboardStats = z.infer<typeof adminDashboardStatsSchema>;
