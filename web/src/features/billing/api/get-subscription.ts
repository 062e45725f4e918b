import type { SubscriptionInfo } from "@chefzap/shared";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";

export const subscriptionQueryKey = ["/api/billing/subscription"] as const;

/** GET /api/billing/subscription: the plan, where it comes from, the period and the invoices. */
export function getSubscription(): Promise<SubscriptionInfo> {
  return apiRequest<SubscriptionInfo>("GET", "/api/billing/subscription");
}

export const subscriptionQueryOptions = queryOptions({
  queryKey: subscriptionQueryKey,
  queryFn: getSubscription,
  // Cards and cancellations change in the provider's portal, in another tab: coming back asks again.
  refetchOnWindowFocus: "always",
  retry: false,
});

/** `pollMs` asks again on a timer while a payment is being confirmed. */
export function useSubscription({ enabled = true, pollMs }: { enabled?: boolean; pollMs?: number } = {}) {
  return useQuery({ ...subscriptionQueryOptions, enabled, refetchInterval: pollMs ?? false });
}
