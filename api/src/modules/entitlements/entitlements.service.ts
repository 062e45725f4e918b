import { DomainError, FREE_RECIPE_QUOTA, type Plan } from "@chefzap/shared";
import type { Db } from "../../db/client.ts";
import { createEntitlementsRepository } from "./entitlements.repository.ts";

/**
 * What a plan may do. Billing changes plans; every channel asks here, never checks `plan` itself. The
 * `plan` a user row carries is already the effective one (effective-plan.ts): an ended period or grace
 * reads as free everywhere at the same moment.
 */
export type Feature = "unlimited_recipes" | "alternative_versions" | "whatsapp" | "weekly_menus";

// Weekly menus are marked Premium in the plans of the first design (part 1 §1).
const PREMIUM_ONLY: ReadonlySet<Feature> = new Set([
  "unlimited_recipes",
  "alternative_versions",
  "whatsapp",
  "weekly_menus",
]);

const REFUSALS: Record<Feature, string | undefined> = {
  unlimited_recipes: undefined,
  alternative_versions: undefined,
  whatsapp: "O ChefZap no WhatsApp é exclusivo do plano Premium.",
  weekly_menus: "Os cardápios semanais são exclusivos do plano Premium.",
};

export interface Entitled {
  id: string;
  plan: Plan;
}

export function createEntitlementsService({ db, now = () => new Date() }: { db: Db; now?: () => Date }) {
  const repo = createEntitlementsRepository(db, now);
  const can = (user: Entitled, feature: Feature) => !PREMIUM_ONLY.has(feature) || user.plan === "premium";
  return {
    can,
    /** The clock a plan is read at: a read of a user outside the users module selects its plan at it. */
    now,
    /** Throws premium_required (403) when the plan does not include the feature. */
    require(user: Entitled, feature: Feature): void {
      if (!can(user, feature)) throw new DomainError("premium_required", REFUSALS[feature]);
    },
    /** Counts one AI recipe against the free quota (Premium is never counted); needs_subscription past it. */
    async takeRecipe(user: Entitled): Promise<void> {
      // The plan was read with the user for this very request; Premium has nothing to count.
      if (user.plan === "premium") return;
      if (!(await repo.reserveRecipe(user.id, FREE_RECIPE_QUOTA)))
        throw new DomainError("needs_subscription");
    },
    /** Gives a taken recipe back when it could not be made. */
    async giveBackRecipe(user: Entitled): Promise<void> {
      if (user.plan !== "premium") await repo.releaseRecipe(user.id);
    },
  };
}

export type EntitlementsService = ReturnType<typeof createEntitlementsService>;
