import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { NOT_LINKED, whatsappLinkQueryKey } from "./get-whatsapp-link";

/** DELETE /api/whatsapp/link: the number stops talking to this account (204). */
export function unlinkWhatsapp(): Promise<void> {
  return apiRequest<void>("DELETE", "/api/whatsapp/link");
}

export function useUnlinkWhatsapp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: unlinkWhatsapp,
    onSuccess: () => queryClient.setQueryData(whatsappLinkQueryKey, NOT_LINKED),
  });
}
