import type { ConnectionStatus } from "@chefzap/shared";
import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { SYSTEM_METRICS_REFRESH_MS } from "./get-stats";

/** GET /api/admin/whatsapp: what each gateway last said of its connection; read again while shown. */
export function useWhatsappStatus() {
  return useQuery({
    queryKey: ["admin", "whatsapp"],
    queryFn: () => apiRequest<{ accounts: ConnectionStatus[] }>("GET", "/api/admin/whatsapp"),
    refetchInterval: SYSTEM_METRICS_REFRESH_MS,
    staleTime: 0,
  });
}
