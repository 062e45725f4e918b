import type { AdminMessage, WhatsappReconnectBody } from "@chefzap/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { WHATSAPP_STATUS_KEY } from "./get-whatsapp-status";

/** POST /api/admin/whatsapp/reconnect: the gateway links the number again; its status is read anew. */
export function useReconnectWhatsapp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: WhatsappReconnectBody) =>
      apiRequest<AdminMessage>("POST", "/api/admin/whatsapp/reconnect", body),
    onSettled: () => queryClient.invalidateQueries({ queryKey: WHATSAPP_STATUS_KEY }),
  });
}
