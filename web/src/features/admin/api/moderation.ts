import type {
  AdminMessage,
  AdminModerationBody,
  AdminReportedItem,
  AdminReportsQuery,
} from "@chefzap/shared";
import { useInfiniteQuery, useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { apiPage, withQuery } from "@/lib/api-page";
import { adminKeys } from "./admin-keys";

export type ReportsState = AdminReportsQuery["state"];

/** GET /api/admin/reports: reported recipes and comments, the most recently reported first. */
export function useReports(state: ReportsState) {
  return useInfiniteQuery({
    queryKey: adminKeys.reports(state),
    queryFn: ({ pageParam }) =>
      apiPage<AdminReportedItem>(withQuery("/api/admin/reports", { state, cursor: pageParam })),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor,
  });
}

/** POST /api/admin/moderation/hide or /restore; the lists and the open-reports count read again. */
export function useModerate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ action, ...body }: AdminModerationBody & { action: "hide" | "restore" }) =>
      apiRequest<AdminMessage>("POST", `/api/admin/moderation/${action}`, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}
