import type { AdminDashboardStats, AdminEnhancedStats, AdminRecipeAnalytics } from "@chefzap/shared";
import type supertest from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  paymentsTable,
  recipesTable,
  sessionsTable,
  subscriptionsTable,
  usersTable,
} from "../../db/schema/index.ts";
import { createTestContext, signedInAdmin, type TestContext } from "../../test/context.ts";

// 15:00 UTC is noon in São Paulo: "today" there began 15 hours ago.
const now = new Date("2026-11-20T15:00:00.000Z");
const daysAgo = (days: number) => new Date(now.getTime() - days * 24 * 60 * 60 * 1000);

let ctx: TestContext;
let admin: supertest.Agent;

async function user(name: string, createdAt: Date, plan: "free" | "premium" = "free") {
  const [row] = await ctx.database.db
    .insert(usersTable)
    .values({
      email: `${name}@exemplo.com.br`,
      username: name,
      firstName: name,
      name,
      passwordHash: "x",
      plan,
      createdAt,
    })
    .returning();
  return row!.id;
}

let seq = 0;
async function subscription(
  userId: string,
  state: "active" | "canceled",
  createdAt: Date,
  canceledAt?: Date,
) {
  seq += 1;
  const [row] = await ctx.database.db
    .insert(subscriptionsTable)
    .values({
      userId,
      provider: "stripe",
      providerCustomerId: `cus_${seq}`,
      providerSubscriptionId: `sub_${seq}`,
      state,
      amountCents: 990,
      currency: "brl",
      interval: "month",
      currentPeriodEnd: daysAgo(-20),
      canceledAt: canceledAt ?? null,
      syncVersion: seq,
      createdAt,
    })
    .returning();
  return row!.id;
}

async function payment(userId: string, status: "paid" | "refunded" | "failed", at: Date, refunded = 0) {
  seq += 1;
  await ctx.database.db.insert(paymentsTable).values({
    userId,
    provider: "stripe",
    providerInvoiceId: `in_${seq}`,
    amountCents: 990,
    refundedCents: refunded,
    currency: "brl",
    status,
    cycle: "month",
    paidAt: status === "failed" ? null : at,
    failedAt: status === "failed" ? at : null,
    createdAt: at,
  });
}

async function session(userId: string, createdAt: Date, lastSeenAt: Date) {
  seq += 1;
  await ctx.database.db
    .insert(sessionsTable)
    .values({ id: `s${seq}`, userId, createdAt, lastSeenAt, expiresAt: daysAgo(-30) });
}

async function recipe(userId: string, source: "llm" | "user", createdAt: Date, ingredients: string[]) {
  await ctx.database.db
    .insert(recipesTable)
    .values({ userId, title: "Receita", ingredients, instructions: ["Misture."], source, createdAt });
}

beforeAll(async () => {
  ctx = await createTestContext({}, { now: () => now });
  // Ana pays since two months; Bruno paid, got one refund and cancelled 10 days ago; Carla subscribed
  // five days ago; Davi signed up today and his card failed.
  const ana = await user("ana", daysAgo(90), "premium");
  const bruno = await user("bruno", daysAgo(120));
  const carla = await user("carla", daysAgo(45), "premium");
  const davi = await user("davi", daysAgo(0.1));
  await subscription(ana, "active", daysAgo(60));
  await subscription(bruno, "canceled", daysAgo(90), daysAgo(10));
  await subscription(carla, "active", daysAgo(5));
  await payment(ana, "paid", daysAgo(40));
  await payment(ana, "paid", daysAgo(10));
  await payment(bruno, "paid", daysAgo(70));
  await payment(bruno, "refunded", daysAgo(40), 990);
  await payment(carla, "paid", daysAgo(5));
  await payment(davi, "failed", daysAgo(0.05));
  await session(ana, daysAgo(2), daysAgo(0.04));
  await session(bruno, daysAgo(10), daysAgo(3));
  await session(carla, daysAgo(25), daysAgo(20));
  await recipe(ana, "llm", daysAgo(1), ["tomates", "Arroz"]);
  await recipe(ana, "llm", daysAgo(1), ["tomate", "feijão"]);
  await recipe(carla, "user", daysAgo(3), ["tomate"]);
  // The admin is the fifth user; the stats count accounts, admins included.
  admin = await signedInAdmin(ctx);
});
afterAll(() => ctx.close());

describe("enhanced stats from hand-built payments and dates", () => {
  it("computes revenue, MRR, churn and conversion as the definitions say", async () => {
    const stats = (await admin.get("/api/admin/enhanced-stats").expect(200)).body as AdminEnhancedStats;
    expect(stats).toMatchObject({
      totalUsers: 5,
      activeSubscriptions: 2,
      freeUsers: 3,
      // 990 × 4 paid, the refunded one nets 0.
      totalRevenue: 3960,
      // Two active monthly subscriptions of R$ 9,90.
      monthlyRevenue: 1980,
      revenueLast30Days: 1980,
      // 3960 over the three users who ever paid.
      averageRevenuePerUser: 1320,
      // Running 30 days ago: Ana's and Bruno's; Bruno's ended. Carla's began inside the window.
      churnRate: 0.5,
      // Ana, Bruno and Carla paid; Davi and the admin did not.
      conversionRate: 3 / 5,
      totalRecipesGenerated: 2,
      averageRecipesPerUser: 0.4,
    });
    // Davi (2.4 hours ago) and the admin signed up today; the local week began on Monday the 16th.
    expect(stats.newUsersToday).toBe(2);
    expect(stats.newUsersThisWeek).toBe(2);
    expect(stats.newUsersThisMonth).toBe(2);
    expect(stats.series.revenue).toHaveLength(30);
    expect(stats.series.revenue.at(-1)!.date).toBe("2026-11-20");
    expect(stats.series.revenue.find((d) => d.date === "2026-11-15")!.amount).toBe(990);
    expect(stats.series.recipesGenerated.find((d) => d.date === "2026-11-19")!.count).toBe(2);
  });
});

describe("recipe analytics", () => {
  it("splits generated and written recipes, groups ingredients by food and counts active users", async () => {
    const analytics = (await admin.get("/api/admin/recipe-analytics").expect(200))
      .body as AdminRecipeAnalytics;
    expect(analytics).toMatchObject({ totalRecipes: 3, aiGeneratedRecipes: 2, userCreatedRecipes: 1 });
    expect(analytics.averageRating).toBeNull();
    expect(analytics.mostPopularIngredients[0]).toMatchObject({ foodId: "tomate", count: 3 });
    // Ana used a session today; Bruno 3 days ago; Carla 20 days ago; the admin just now (today).
    const engagement = analytics.userEngagement;
    expect([
      engagement.dailyActiveUsers,
      engagement.weeklyActiveUsers,
      engagement.monthlyActiveUsers,
    ]).toEqual([2, 3, 4]);
  });

  it("answers the second panel's dashboard numbers", async () => {
    const dashboard = (await admin.get("/api/admin/dashboard-stats").expect(200)).body as AdminDashboardStats;
    expect(dashboard).toMatchObject({
      totalUsers: 5,
      premiumUsers: 2,
      activeUsers7Days: 3,
      totalRecipes: 3,
      recipes7Days: 3,
      totalWeeklyMenus: 0,
      openReports: 0,
    });
  });
});
