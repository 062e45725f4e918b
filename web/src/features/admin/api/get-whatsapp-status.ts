import type { ConnectionStatus } from "@chefzap/shared";
import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { SYSTEM_METRICS_REFRESH_MS } from "./get-stats";

export const WHATSAPP_STATUS_KEY = ["admin", "whatsapp"] as const;

/** GET /api/admin/whatsapp: what each gateway last said of its connection; read again while shown. */
export function useWhatsappStatus() {
  return useQuery({
    queryKey: WHATSAPP_STATUS_KEY,
    queryFn: () => apiRequest<{ accounts: ConnectionStatus[] }>("GET", "/api/admin/whatsapp"),
    refetchInterval: SYSTEM_METRICS_REFRESH_MS,
    staleTime: 0,
  });
}
