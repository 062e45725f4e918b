import type { ReportBody } from "@chefzap/shared";
import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";

/** POST /api/reports: a recipe, or one comment under it. A second report of the same thing is no error. */
export function sendReport(body: ReportBody): Promise<void> {
  return apiRequest<void>("POST", "/api/reports", body);
}

export function useSendReport() {
  return useMutation({ mutationFn: sendReport });
}
