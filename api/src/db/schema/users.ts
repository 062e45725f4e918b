import { sql } from "drizzle-orm";
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";

export const usersTable = pgTable(
  "users",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    email: text("email").notNull(),
    username: text("username").notNull(),
    firstName: text("first_name").notNull(),
    lastName: text("last_name"),
    name: text("name").notNull(),
    whatsapp: text("whatsapp"),
    passwordHash: text("password_hash").notNull(),
    role: text("role", { enum: ["user", "admin"] })
      .notNull()
      .default("user"),
    plan: text("plan", { enum: ["free", "premium"] })
      .notNull()
      .default("free"),
    /**
     * When a Premium `plan` ends by itself (a cancelled period, a payment's grace); null: it does not.
     * Read through the entitlements' effective plan, so an ending needs no webhook or job to happen.
     */
    premiumUntil: timestamp("premium_until", { withTimezone: true }),
    freeRecipesUsed: integer("free_recipes_used").notNull().default(0),
    /**
     * The user's generated recipes (source llm or offline) that exist now, kept by triggers on recipes
     * (see the admin_counters migration): the admin sorts 100,000 users on it without counting recipes.
     */
    recipesGenerated: integer("recipes_generated").notNull().default(0),
    deviceFingerprint: text("device_fingerprint"),
    userAgent: text("user_agent"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    lastLoginAt: timestamp("last_login_at", { withTimezone: true }),
    /** Allergen ids of api/data/allergens (RDC 26/2015 + lactose) the user declared. */
    allergies: jsonb("allergies").$type<string[]>().notNull().default([]),
  },
  (t) => [
    // E-mails are stored lower-cased by the service; the index keeps that true under races.
    uniqueIndex("users_email_key").on(sql`lower(${t.email})`),
    uniqueIndex("users_username_key").on(sql`lower(${t.username})`),
    index("users_created_at_idx").on(t.createdAt),
    // The admin's search: a name, e-mail or username fragment anywhere, accents ignored (pg_trgm).
    index("users_admin_search_idx").using(
      "gin",
      sql`immutable_unaccent(${t.name} || ' ' || ${t.email} || ' ' || ${t.username}) gin_trgm_ops`,
    ),
    // The admin's plan filter (premium is the few), in the order of its "last login" sort.
    index("users_plan_last_login_idx").on(t.plan, t.lastLoginAt.desc().nullsLast(), t.id.desc()),
    index("users_recipes_generated_idx").on(t.recipesGenerated.desc().nullsLast(), t.id.desc().nullsLast()),
    check("users_role_check", sql`${t.role} in ('user', 'admin')`),
    check("users_plan_check", sql`${t.plan} in ('free', 'premium')`),
    check("users_free_recipes_used_check", sql`${t.freeRecipesUsed} >= 0`),
  ],
);

export type UserRow = typeof usersTable.$inferSelect;
export type NewUserRow = typeof usersTable.$inferInsert;
