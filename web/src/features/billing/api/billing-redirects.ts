import type { BillingRedirect } from "@chefzap/shared";
import { useMutation } from "@tanstack/react-query";
import { useEffect } from "react";
import { toast } from "sonner";
import { apiRequest } from "@/lib/api-client";
import { errorMessage } from "@/lib/error-message";
import { leaveForProvider } from "../lib/leave-for-provider";

/** POST /api/billing/checkout: the provider's checkout page for Premium. */
export function createCheckout(): Promise<BillingRedirect> {
  return apiRequest<BillingRedirect>("POST", "/api/billing/checkout");
}

/** POST /api/billing/portal: the provider's page for the card on file and past invoices. */
export function openPortal(): Promise<BillingRedirect> {
  return apiRequest<BillingRedirect>("POST", "/api/billing/portal");
}

/**
 * Asks the api for a provider page and goes there. The mutation stays pending while the browser
 * leaves, so the button keeps its spinner instead of flashing back; a refusal (payments switched off,
 * a signed-out tab) is the server's own pt-BR message in a toast, and the page stays as it was.
 */
function useBillingRedirect(request: () => Promise<BillingRedirect>, failure: string) {
  const mutation = useMutation({
    mutationFn: async () => {
      const { url } = await request();
      leaveForProvider(url);
      return new Promise<never>(() => {});
    },
    onError: (error) => toast.error(failure, { description: errorMessage(error) }),
  });
  const { reset } = mutation;
  // The browser's Back button can restore this page from its cache, spinner and all.
  useEffect(() => {
    const restored = (event: PageTransitionEvent) => event.persisted && reset();
    window.addEventListener("pageshow", restored);
    return () => window.removeEventListener("pageshow", restored);
  }, [reset]);
  return mutation;
}

export const useCheckout = () => useBillingRedirect(createCheckout, "Não foi possível abrir o pagamento");

export const usePortal = () =>
  useBillingRedirect(openPortal, "Não foi possível abrir o portal de pagamentos");
