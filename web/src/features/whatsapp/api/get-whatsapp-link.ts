import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import type { WhatsappLink } from "../types";

export const whatsappLinkQueryKey = ["/api/whatsapp/link"] as const;

/** Often enough that the card turns to "conectado" moments after the chat answers. */
export const LINK_POLL_MS = 3000;

export const NOT_LINKED: WhatsappLink = { linked: false, phone: null, linkedAt: null };

/** GET /api/whatsapp/link: whether this account has a number linked, and which (masked). */
export function getWhatsappLink(): Promise<WhatsappLink> {
  return apiRequest<WhatsappLink>("GET", "/api/whatsapp/link");
}

export const whatsappLinkQueryOptions = queryOptions({
  queryKey: whatsappLinkQueryKey,
  queryFn: getWhatsappLink,
  // The link changes in another app (WhatsApp), so coming back to the tab asks again.
  refetchOnWindowFocus: "always",
});

/** `watch` polls while a code is live, so the card learns of the link without a reload. */
export function useWhatsappLink({ enabled = true, watch = false } = {}) {
  return useQuery({ ...whatsappLinkQueryOptions, enabled, refetchInterval: watch ? LINK_POLL_MS : false });
}
