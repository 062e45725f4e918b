import type {
  AdminPayment,
  AdminSystemMetrics,
  AdminUser,
  AdminUserComplete,
  AdminUserDetails,
  MailOutboxItem,
} from "@chefzap/shared";
import { aUser } from "@/test/factories";

/** The signed-in admin, as GET /api/user answers it. */
export const anAdmin = () =>
  aUser({
    id: "ad000000-0000-4000-8000-000000000000",
    email: "chefe@chefzap.com.br",
    role: "admin",
    isAdmin: true,
  });

let next = 1;
const uuid = () => `${String(next++).padStart(8, "0")}-1111-4111-8111-111111111111`;

export function anAdminUser(overrides: Partial<AdminUser> = {}): AdminUser {
  return {
    id: uuid(),
    email: "ana@example.com",
    username: "ana",
    firstName: "Ana",
    lastName: "Souza",
    name: "Ana Souza",
    whatsapp: null,
    role: "user",
    createdAt: "2026-11-22T15:00:00.000Z",
    lastLoginAt: "2026-11-23T12:00:00.000Z",
    freeRecipesCount: 3,
    totalPaid: 1980,
    nextBillingDate: null,
    paymentMethod: "card",
    status: "active",
    plan: "free",
    recipesGenerated: 5,
    ...overrides,
  };
}

export function aCompleteUser(overrides: Partial<AdminUserComplete> = {}): AdminUserComplete {
  return {
    recipesWritten: 2,
    recipesPublished: 1,
    weeklyMenus: 1,
    subscriptionState: "none",
    ...anAdminUser(),
    ...overrides,
  };
}

export function aPayment(overrides: Partial<AdminPayment> = {}): AdminPayment {
  return {
    id: uuid(),
    stripePaymentId: "pi_3QxYzAbCdEf",
    userEmail: "ana@example.com",
    userId: "u1",
    amount: 990,
    refundedAmount: 0,
    currency: "brl",
    paymentMethod: "card",
    status: "succeeded",
    subscriptionType: "premium",
    billingCycle: "monthly",
    nextBillingDate: "2026-12-22T15:00:00.000Z",
    createdAt: "2026-11-22T15:00:00.000Z",
    ...overrides,
  };
}

export function someDetails(
  user: AdminUserComplete,
  overrides: Partial<AdminUserDetails> = {},
): AdminUserDetails {
  return {
    user,
    recipeStats: { totalGenerated: 7, averageRating: 45 },
    payments: [aPayment({ userEmail: user.email, userId: user.id })],
    openSessions: 2,
    ...overrides,
  };
}

export function someMetrics(overrides: Partial<AdminSystemMetrics> = {}): AdminSystemMetrics {
  return {
    serverUptime: 93784,
    databaseStatus: "connected",
    databaseLatency: 1.4,
    totalApiCalls: 1234,
    averageResponseTime: 12.5,
    errorRate: 0.002,
    activeConnections: 3,
    diskUsage: 0.42,
    memoryUsage: 0.5,
    cpuUsage: 0.07,
    details: {
      rssBytes: 157286400,
      heapUsedBytes: 80000000,
      totalMemoryBytes: 8589934592,
      diskFreeBytes: 10737418240,
      diskTotalBytes: 21474836480,
      cpuCores: 2,
    },
    generatedAt: "2026-11-23T15:00:00.000Z",
    ...overrides,
  };
}

export function aMail(overrides: Partial<MailOutboxItem> = {}): MailOutboxItem {
  return {
    id: uuid(),
    to: "ana@example.com",
    subject: "Novidades do ChefZap",
    text: "Olá, Ana! Temos novidades.",
    html: "<p>Olá, Ana! Temos novidades.</p>",
    template: "novidades",
    status: "not_configured",
    attempts: 0,
    error: null,
    createdAt: "2026-11-23T15:00:00.000Z",
    sentAt: null,
    ...overrides,
  };
}
