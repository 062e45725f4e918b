import { z } from "zod";
import { pageCursor, pageSize } from "./community.ts";
import { BULK_MAIL_TEMPLATES } from "./mail.ts";
import { REPORT_REASONS } from "../reports.ts";
import { planSchema, publicUserSchema } from "./user.ts";

/*
 * The admin API's contract (spec part 2 §3 "Admin entities", §7 admin calls). Every route answers 401
 * to a visitor and 403 `admin_only` to anyone whose stored role is not admin.
 *
 * Conventions on the wire:
 * - Money is integer centavos (`amount`, `totalPaid`, `totalRevenue`…), never reais as decimals: the web
 *   formats it with Intl (R$ 9,90).
 * - Rates and usages are fractions from 0 to 1 (`churnRate`, `errorRate`, `cpuUsage`…): the web formats
 *   them with Intl's percent style.
 * - Dates are ISO 8601 strings (UTC); day buckets are "YYYY-MM-DD" days in America/Sao_Paulo.
 * - Ratings keep the community's scale: `averageRating` is stars × 10 (0–50), null without votes.
 * - Paged lists answer a bare array; the total count (where cheap) travels in X-Total-Count and the next
 *   page's cursor in X-Next-Cursor (see NEXT_CURSOR_HEADER / TOTAL_COUNT_HEADER).
 */

export const ADMIN_PAGE_SIZE = 25;
export const ADMIN_PAGE_MAX = 100;
export const ADMIN_BULK_MAX = 1000;
export const ADMIN_SEARCH_MAX = 100;

const adminSearch = z
  .string("Busca inválida.")
  .max(ADMIN_SEARCH_MAX, `A busca deve ter no máximo ${ADMIN_SEARCH_MAX} caracteres.`)
  .transform((text) => text.trim())
  .optional();

/** `page` query parameter: 1-based, offset paging (sorts on any column make keysets awkward). */
const pageNumber = z
  .string("Página inválida.")
  .regex(/^\d{1,6}$/, "Página inválida.")
  .transform(Number)
  .pipe(z.number().int().min(1, "Página inválida."))
  .optional()
  .transform((value) => value ?? 1);

/** active: signed in (or used a session) within the last ADMIN_ACTIVE_DAYS days; inactive otherwise. */
export const ADMIN_USER_STATUSES = ["active", "inactive"] as const;
export const adminUserStatusSchema = z.enum(ADMIN_USER_STATUSES);
export type AdminUserStatus = z.infer<typeof adminUserStatusSchema>;
export const ADMIN_ACTIVE_DAYS = 30;

export const ADMIN_USER_SORTS = [
  "createdAt:desc",
  "createdAt:asc",
  "lastLoginAt:desc",
  "name:asc",
  "email:asc",
  "recipesGenerated:desc",
  "totalPaid:desc",
] as const;
export type AdminUserSort = (typeof ADMIN_USER_SORTS)[number];

/** GET /api/admin/users, /api/admin/users-complete and /api/admin/export/users query. */
export const adminUsersQuerySchema = z.object({
  /** Matches name, e-mail or username (accents and case ignored). */
  search: adminSearch,
  plan: z.enum(planSchema.options, "Plano inválido.").optional(),
  status: z.enum(ADMIN_USER_STATUSES, "Situação inválida.").optional(),
  sort: z.enum(ADMIN_USER_SORTS, "Ordenação inválida.").default("createdAt:desc"),
  page: pageNumber,
  pageSize: pageSize(ADMIN_PAGE_MAX, ADMIN_PAGE_SIZE),
});
export type AdminUsersQuery = z.infer<typeof adminUsersQuerySchema>;

/** One row of the users table (spec's admin User). */
export const adminUserSchema = publicUserSchema
  .pick({
    id: true,
    email: true,
    username: true,
    firstName: true,
    lastName: true,
    name: true,
    whatsapp: true,
    role: true,
    createdAt: true,
  })
  .extend({
    lastLoginAt: z.string().nullable(),
    /** Free recipes used of the quota (FREE_RECIPE_QUOTA); reset by reset-recipes. */
    freeRecipesCount: z.number().int(),
    /** Centavos: paid charges minus refunds, all time. */
    totalPaid: z.number().int(),
    /** The subscription's next charge; null without an active subscription or when cancelled. */
    nextBillingDate: z.string().nullable(),
    /** The method of the latest paid charge ("card", "pix", "boleto"…), null if none. */
    paymentMethod: z.string().nullable(),
    status: adminUserStatusSchema,
    /** The effective plan now (a lapsed subscription already reads "free"). */
    plan: planSchema,
    /** Recipes made by the AI or the offline chef (written ones are not counted). */
    recipesGenerated: z.number().int(),
  });
export type AdminUser = z.infer<typeof adminUserSchema>;

/** GET /api/admin/users-complete: the second panel's rows, with what the first one leaves out. */
export const adminUserCompleteSchema = adminUserSchema.extend({
  recipesWritten: z.number().int(),
  recipesPublished: z.number().int(),
  weeklyMenus: z.number().int(),
  /** The stored subscription's state ("none" when never subscribed). */
  subscriptionState: z.string(),
});
export type AdminUserComplete = z.infer<typeof adminUserCompleteSchema>;

/** How a charge is named to the admin: the spec's "succeeded" is our "paid". */
export const ADMIN_PAYMENT_STATUSES = ["succeeded", "failed", "refunded", "open"] as const;
export const adminPaymentStatusSchema = z.enum(ADMIN_PAYMENT_STATUSES);

/** GET /api/admin/payments and /api/admin/export/payments query. */
export const adminPaymentsQuerySchema = z.object({
  /** Matches the payer's e-mail or the provider's payment id. */
  search: adminSearch,
  status: z.enum(ADMIN_PAYMENT_STATUSES, "Situação inválida.").optional(),
  page: pageNumber,
  pageSize: pageSize(ADMIN_PAGE_MAX, ADMIN_PAGE_SIZE),
});
export type AdminPaymentsQuery = z.infer<typeof adminPaymentsQuerySchema>;

/** One charge (spec's admin Payment), newest first. */
export const adminPaymentSchema = z.object({
  id: z.string(),
  /** The provider's payment id (PaymentIntent), or its invoice id when there is none. */
  stripePaymentId: z.string(),
  /** Null once the account was deleted: the charge is kept, without the person (see payments). */
  userEmail: z.string().nullable(),
  userId: z.string().nullable(),
  /** Centavos charged (refunds are not subtracted here; see status and refundedAmount). */
  amount: z.number().int(),
  refundedAmount: z.number().int(),
  currency: z.string(),
  paymentMethod: z.string().nullable(),
  status: adminPaymentStatusSchema,
  /** Always "premium" today: the one paid plan. */
  subscriptionType: z.string(),
  /** "monthly" for the Premium plan. */
  billingCycle: z.string(),
  nextBillingDate: z.string().nullable(),
  createdAt: z.string(),
});
export type AdminPayment = z.infer<typeof adminPaymentSchema>;

/** GET /api/admin/users/:id/details. */
export const adminUserDetailsSchema = z.object({
  user: adminUserCompleteSchema,
  recipeStats: z.object({
    totalGenerated: z.number().int(),
    /** Stars × 10 over the user's rated recipes (weighted by votes); null when none has a vote. */
    averageRating: z.number().nullable(),
  }),
  /** Newest first, at most 12. */
  payments: z.array(adminPaymentSchema).max(12),
  /** Sessions still open (devices signed in). */
  openSessions: z.number().int(),
});
export type AdminUserDetails = z.infer<typeof adminUserDetailsSchema>;

export const ADMIN_BULK_ACTIONS = ["reset-free-recipes", "send-email"] as const;
export type AdminBulkAction = (typeof ADMIN_BULK_ACTIONS)[number];
const bulkTemplateIds = BULK_MAIL_TEMPLATES.map((t) => t.id) as [
  (typeof BULK_MAIL_TEMPLATES)[number]["id"],
  ...(typeof BULK_MAIL_TEMPLATES)[number]["id"][],
];

/** POST /api/admin/bulk-actions. `template` is required for send-email (one of BULK_MAIL_TEMPLATES). */
export const adminBulkActionBodySchema = z
  .object({
    action: z.enum(ADMIN_BULK_ACTIONS, "Ação inválida."),
    userIds: z
      .array(z.uuid("Usuário inválido."), "Selecione usuários.")
      .min(1, "Selecione ao menos um usuário.")
      .max(ADMIN_BULK_MAX, `Selecione no máximo ${ADMIN_BULK_MAX} usuários por vez.`),
    template: z.enum(bulkTemplateIds, "Modelo de e-mail inválido.").optional(),
  })
  .refine((body) => body.action !== "send-email" || body.template !== undefined, {
    message: "Escolha o modelo do e-mail.",
    path: ["template"],
  });
export type AdminBulkActionBody = z.infer<typeof adminBulkActionBodySchema>;

/**
 * queued: an e-mail is in the outbox for that user; reset: the quota was cleared; not_found: no such
 * user (deleted meanwhile).
 */
export const ADMIN_BULK_RESULTS = ["queued", "reset", "not_found"] as const;

/** The bulk action's answer: a pt-BR message for the toast and what happened to each id. */
export const adminBulkActionResultSchema = z.object({
  message: z.string(),
  affected: z.number().int(),
  results: z.array(z.object({ userId: z.string(), result: z.enum(ADMIN_BULK_RESULTS) })),
});
export type AdminBulkActionResult = z.infer<typeof adminBulkActionResultSchema>;

/** PATCH /api/admin/users/:id/reset-recipes and the moderation actions answer a toast's message. */
export const adminMessageSchema = z.object({ message: z.string() });
export type AdminMessage = z.infer<typeof adminMessageSchema>;

/** GET /api/admin/recipes-all (second panel "Receitas"), newest first, keyset-paged (X-Next-Cursor). */
export const adminRecipesQuerySchema = z.object({
  search: adminSearch,
  limit: pageSize(ADMIN_PAGE_MAX, ADMIN_PAGE_SIZE),
  cursor: pageCursor,
});
export type AdminRecipesQuery = z.infer<typeof adminRecipesQuerySchema>;

const adminUserRefSchema = z.object({ id: z.string(), name: z.string(), email: z.string() });

export const adminRecipeSchema = z.object({
  id: z.string(),
  title: z.string(),
  user: adminUserRefSchema,
  /** "llm" and "offline" are generated; "user" is written by the cook. */
  source: z.enum(["llm", "offline", "user"]),
  published: z.boolean(),
  hidden: z.boolean(),
  createdAt: z.string(),
});
export type AdminRecipe = z.infer<typeof adminRecipeSchema>;

/** GET /api/admin/weekly-menus (second panel "Cardápios"): newest first, keyset-paged. */
export const adminWeeklyMenusQuerySchema = z.object({
  limit: pageSize(ADMIN_PAGE_MAX, ADMIN_PAGE_SIZE),
  cursor: pageCursor,
});
export type AdminWeeklyMenusQuery = z.infer<typeof adminWeeklyMenusQuerySchema>;

export const adminWeeklyMenuSchema = z.object({
  id: z.string(),
  user: adminUserRefSchema,
  /** "YYYY-MM-DD", the Monday the menu starts. */
  weekStart: z.string(),
  /** The form's objetivo ("perda-peso", "manutencao"…); null when the form had none. */
  objective: z.string().nullable(),
  /** active while the week has not ended (weekStart + 6 days ≥ today); inactive after. */
  status: z.enum(["active", "inactive"]),
  createdAt: z.string(),
});
export type AdminWeeklyMenu = z.infer<typeof adminWeeklyMenuSchema>;

/** GET /api/admin/reports query: targets with reports, the most recently reported first. */
export const adminReportsQuerySchema = z.object({
  /** open: still visible; hidden: an admin hid it; all: both. */
  state: z.enum(["open", "hidden", "all"], "Filtro inválido.").default("open"),
  limit: pageSize(ADMIN_PAGE_MAX, ADMIN_PAGE_SIZE),
  cursor: pageCursor,
});
export type AdminReportsQuery = z.infer<typeof adminReportsQuerySchema>;

export const moderationTargetSchema = z.enum(["recipe", "comment"]);
export type ModerationTarget = z.infer<typeof moderationTargetSchema>;

/** A reported recipe or comment, with its reports summed up. */
export const adminReportedItemSchema = z.object({
  target: moderationTargetSchema,
  /** The recipe's id, or the comment's (a rating's id). */
  id: z.string(),
  recipeId: z.string(),
  recipeTitle: z.string(),
  /** The comment's text, or the recipe's description; plain text, may be empty. */
  text: z.string(),
  author: adminUserRefSchema,
  reportCount: z.number().int(),
  reasons: z.array(z.object({ reason: z.enum(REPORT_REASONS), count: z.number().int() })),
  /** The latest reports' details (at most 5), newest first. */
  details: z.array(z.string()).max(5),
  lastReportedAt: z.string(),
  /** Set while hidden: a hidden recipe leaves the community lists, a hidden comment its thread. */
  hiddenAt: z.string().nullable(),
});
export type AdminReportedItem = z.infer<typeof adminReportedItemSchema>;

/** POST /api/admin/moderation/hide and /api/admin/moderation/restore. */
export const adminModerationBodySchema = z.object({
  target: moderationTargetSchema,
  id: z.uuid("Item inválido."),
});
export type AdminModerationBody = z.infer<typeof adminModerationBodySchema>;

/** Every admin state change (and each export of personal data) is written to the audit log. */
export const ADMIN_AUDIT_ACTIONS = [
  "reset-free-recipes",
  "bulk-reset-free-recipes",
  "bulk-send-email",
  "hide-content",
  "restore-content",
  "export-users",
  "export-payments",
  "whatsapp-reconnect",
] as const;
export type AdminAuditAction = (typeof ADMIN_AUDIT_ACTIONS)[number];

/** GET /api/admin/audit-log query, newest first, keyset-paged. */
export const adminAuditQuerySchema = z.object({
  action: z.enum(ADMIN_AUDIT_ACTIONS, "Ação inválida.").optional(),
  limit: pageSize(ADMIN_PAGE_MAX, ADMIN_PAGE_SIZE),
  cursor: pageCursor,
});
export type AdminAuditQuery = z.infer<typeof adminAuditQuerySchema>;

export const adminAuditItemSchema = z.object({
  id: z.string(),
  /** Null when the admin's account was deleted since; the e-mail is kept as written. */
  actorId: z.string().nullable(),
  actorEmail: z.string(),
  action: z.enum(ADMIN_AUDIT_ACTIONS),
  /** "user", "users", "recipe", "comment", "export". */
  targetType: z.string(),
  /** A single target's id; null for a bulk action or an export (see details). */
  targetId: z.string().nullable(),
  /** What else was decided: the user ids of a bulk action, the template, the export's filters. */
  details: z.record(z.string(), z.unknown()),
  createdAt: z.string(),
});
export type AdminAuditItem = z.infer<typeof adminAuditItemSchema>;
