import type { BillingSync } from "./billing-sync.ts";

export interface PlanGrantsDeps {
  sync: BillingSync;
  changed: (userId: string) => Promise<void>;
}

/**
 * Premium given by an operator (`npm run plan:set`), recorded with who and why. Revoking it leaves
 * whatever a subscription gives: the plan is recomputed from both, by the one rule, either way.
 */
export function createPlanGrants(deps: PlanGrantsDeps) {
  return {
    /** False when the user already had a grant standing. */
    async grant(userId: string, by: string, reason: string | null): Promise<boolean> {
      let granted = false;
      await deps.sync.change(undefined, async (tx) => {
        granted = await tx.writes.grant(userId, by, reason);
        return userId;
      });
      await deps.changed(userId);
      return granted;
    },

    /** False when there was no grant to revoke. */
    async revoke(userId: string, by: string): Promise<boolean> {
      let revoked = false;
      await deps.sync.change(undefined, async (tx) => {
        revoked = await tx.writes.revokeGrant(userId, by);
        return userId;
      });
      await deps.changed(userId);
      return revoked;
    },
  };
}
