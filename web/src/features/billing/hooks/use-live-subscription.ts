import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { followBillingUpdates } from "@/lib/billing-updates";
import { subscriptionQueryKey } from "../api/get-subscription";

/** What the server pushes ("billing:updated") replaces the subscription on screen at once. */
export function useLiveSubscription(enabled: boolean): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!enabled) return;
    return followBillingUpdates((info) => queryClient.setQueryData(subscriptionQueryKey, info));
  }, [enabled, queryClient]);
}
