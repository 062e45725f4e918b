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
 * and a scan still reports an outage itself. `known` once the server answered or failed to.
 */
export function useScannerOff(): { off: boolean; message?: string; known: boolean } {
  const { data, isPending } = useQuery(scannerStatusQueryOptions());
  const known = !isPending;
  return data?.available === false ? { off: true, message: data.message, known } : { off: false, known };
}
