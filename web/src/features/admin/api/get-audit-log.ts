import type { AdminAuditAction, AdminAuditItem } from "@chefzap/shared";
import { useInfiniteQuery } from "@tanstack/react-query";
import { apiPage, withQuery } from "@/lib/api-page";
import { adminKeys } from "./admin-keys";

/** GET /api/admin/audit-log: every admin change and export, newest first. */
export function useAuditLog(action: AdminAuditAction | undefined) {
  return useInfiniteQuery({
    queryKey: adminKeys.auditLog(action ?? "all"),
    queryFn: ({ pageParam }) =>
      apiPage<AdminAuditItem>(withQuery("/api/admin/audit-log", { action, cursor: pageParam })),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor,
  });
}
