import type { SubscriptionInfo } from "@chefzap/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { toast } from "sonner";
import { apiRequest } from "@/lib/api-client";
import { formatDate } from "@/lib/format-date";
import { userQueryKey } from "@/lib/session";
import { subscriptionQueryKey } from "./get-subscription";

/** POST /api/billing/cancel: Premium stays until the end of the paid period, then nothing is charged. */
export function cancelSubscription(): Promise<SubscriptionInfo> {
  return apiRequest<SubscriptionInfo>("POST", "/api/billing/cancel");
}

/** POST /api/billing/resume: a cancellation taken back before the period ends. */
export function resumeSubscription(): Promise<SubscriptionInfo> {
  return apiRequest<SubscriptionInfo>("POST", "/api/billing/resume");
}

const on = (iso: string | null, words: string) => (iso ? ` ${words} ${formatDate(iso)}.` : "");

// The toast is said here, not by the button: the new state replaces the button that was pressed.
function useChangeSubscription(
  change: () => Promise<SubscriptionInfo>,
  announce: (info: SubscriptionInfo) => void,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: (info) => {
      announce(info);
      queryClient.setQueryData(subscriptionQueryKey, info);
      void queryClient.invalidateQueries({ queryKey: userQueryKey });
    },
  });
}

export const useCancelSubscription = () =>
  useChangeSubscription(cancelSubscription, (info) =>
    toast.success("Assinatura cancelada", {
      description: `Nada mais será cobrado.${on(info.currentPeriodEnd, "O Premium continua até")}`,
    }),
  );

export const useResumeSubscription = () =>
  useChangeSubscription(resumeSubscription, (info) =>
    toast.success("Assinatura retomada", {
      description: `Seu Premium continua.${on(info.currentPeriodEnd, "A próxima cobrança será em")}`,
    }),
  );
