import type { ScannerStatus } from "@chefzap/shared";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";

/** GET /api/scanner/status: whether the server can read a photo at all (a vision model is set up). */
export function getScannerStatus(): Promise<ScannerStatus> {
  return apiRequest<ScannerStatus>("GET", "/api/scanner/status");
}

export const scannerStatusQueryOptions = () =>
  queryOptions({ queryKey: ["/api/scanner/status"], queryFn: getScannerStatus });

/**
 * Off only when the server says so: while it is being asked, or if asking fails, the button stays on
 * and a scan still reports an outage itself.
 */
export function useScannerOff(): { off: boolean; message?: string } {
  const { data } = useQuery(scannerStatusQueryOptions());
  return data?.available === false ? { off: true, message: data.message } : { off: false };
}
