import { FREE_RECIPE_QUOTA, type PublicUser } from "@chefzap/shared";
import type { UserRow } from "../../db/schema/index.ts";

/** The only way a user leaves the api: an allow-list of fields, so the hash can never slip out. */
export function toPublicUser(row: UserRow): PublicUser {
  return {
    id: row.id,
    email: row.email,
    username: row.username,
    firstName: row.firstName,
    lastName: row.lastName,
    name: row.name,
    whatsapp: row.whatsapp,
    role: row.role,
    plan: row.plan,
    freeRecipesUsed: row.freeRecipesUsed,
    freeRecipesQuota: FREE_RECIPE_QUOTA,
    isAdmin: row.role === "admin",
    createdAt: row.createdAt.toISOString(),
  };
}
