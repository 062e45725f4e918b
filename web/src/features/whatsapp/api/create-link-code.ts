import { useMutation, useQueryClient } from "@tanstack/react-query";
import { ApiError, apiRequest } from "@/lib/api-client";
import { userQueryKey } from "@/lib/session";
import type { LinkCodeResponse } from "../types";

/** POST /api/whatsapp/link-code: a new six-digit code; the previous one stops working. */
export function createLinkCode(): Promise<LinkCodeResponse> {
  return apiRequest<LinkCodeResponse>("POST", "/api/whatsapp/link-code");
}

export const isPremiumRequired = (error: unknown) =>
  error instanceof ApiError && error.code === "premium_required";

export function useCreateLinkCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createLinkCode,
    // The plan changed since the page loaded: reading the user again puts the card on the free view.
    onError: (error) => {
      if (isPremiumRequired(error)) void queryClient.invalidateQueries({ queryKey: userQueryKey });
    },
  });
}
