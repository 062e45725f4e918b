import type { Plan } from "@chefzap/shared";
import { getTableColumns, sql, type SQL } from "drizzle-orm";
import { usersTable } from "../../db/schema/index.ts";

/**
 * The plan a user has at `now`: the stored plan, unless its Premium has an end (`premium_until`) that
 * has passed. Billing stores the end with every change, so a cancelled period or a payment's grace runs
 * out on time even if no webhook or job ever comes; every read of a user goes through this.
 */
export function effectivePlan(now: Date): SQL<Plan> {
  return sql<Plan>`case when ${usersTable.plan} = 'premium' and (${usersTable.premiumUntil} is null or ${usersTable.premiumUntil} > ${now.toISOString()}::timestamptz) then 'premium' else 'free' end`;
}

/** Every column of a user, with `plan` as it is at `now`: what repositories select for a UserRow. */
export function userWithEffectivePlan(now: Date) {
  return { ...getTableColumns(usersTable), plan: effectivePlan(now) };
}
