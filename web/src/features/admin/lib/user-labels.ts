import type { AdminUserStatus, Plan } from "@chefzap/shared";

export const planLabels: Record<Plan, string> = { free: "Grátis", premium: "Premium" };
export const userStatusLabels: Record<AdminUserStatus, string> = { active: "Ativo", inactive: "Inativo" };

/** Spec §3: the id is shown cut to 8 characters; the whole one stays in the title for copying. */
export const shortId = (id: string) => id.slice(0, 8);
