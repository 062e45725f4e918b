import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useState } from "react";
import { userQueryKey } from "@/lib/session";
import { subscriptionQueryOptions } from "../api/get-subscription";
import { useLiveSubscription } from "./use-live-subscription";

/** The fallback for a socket that missed the event (a proxy without websockets, a reconnect). */
export const CONFIRM_POLL_MS = 3000;
/** Past this, the page stops asking and says the confirmation can take a few minutes. */
export const CONFIRM_TIMEOUT_MS = 120_000;

export type Confirmation = "waiting" | "premium" | "slow";

/**
 * After the checkout: Premium arrives with the provider's webhook, pushed to this page over the socket;
 * the subscription is also read every 3 s, for up to 2 minutes, in case that push never comes.
 */
export function usePaymentConfirmation(enabled: boolean) {
  const queryClient = useQueryClient();
  const [timedOut, setTimedOut] = useState(false);
  const [round, setRound] = useState(0);
  useLiveSubscription(enabled);
  const subscription = useQuery({
    ...subscriptionQueryOptions,
    enabled,
    refetchInterval: (query) => (timedOut || query.state.data?.plan === "premium" ? false : CONFIRM_POLL_MS),
  });
  const premium = subscription.data?.plan === "premium";

  useEffect(() => {
    if (!enabled || premium) return;
    const timer = setTimeout(() => setTimedOut(true), CONFIRM_TIMEOUT_MS);
    return () => clearTimeout(timer);
  }, [enabled, premium, round]);

  // The poll may learn it first: the header, the quota and the Premium gates read the user again.
  useEffect(() => {
    if (premium) void queryClient.invalidateQueries({ queryKey: userQueryKey });
  }, [premium, queryClient]);

  const { refetch } = subscription;
  const checkAgain = useCallback(() => {
    setTimedOut(false);
    setRound((n) => n + 1);
    void refetch();
  }, [refetch]);

  const state: Confirmation = premium ? "premium" : timedOut ? "slow" : "waiting";
  return { state, checkAgain };
}
