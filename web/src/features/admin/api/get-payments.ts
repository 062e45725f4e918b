import type { AdminPayment } from "@chefzap/shared";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { apiPage, withQuery } from "@/lib/api-page";
import { adminKeys } from "./admin-keys";

export interface PaymentsFilter {
  search: string;
  page: number;
}

export function paymentsExportPath({ search }: PaymentsFilter): string {
  return withQuery("/api/admin/export/payments", { search: search.trim() });
}

/** GET /api/admin/payments: newest first, offset pages, the count in X-Total-Count. */
export function usePayments(filter: PaymentsFilter) {
  return useQuery({
    queryKey: adminKeys.payments(filter),
    queryFn: () =>
      apiPage<AdminPayment>(
        withQuery("/api/admin/payments", { search: filter.search.trim(), page: filter.page }),
      ),
    placeholderData: keepPreviousData,
  });
}
