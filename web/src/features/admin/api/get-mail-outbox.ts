import { MAIL_OUTBOX_PAGE_SIZE, type MailOutboxItem, type MailStatus } from "@chefzap/shared";
import { useInfiniteQuery } from "@tanstack/react-query";
import { apiPage, withQuery, type ApiPage } from "@/lib/api-page";

/** GET /api/admin/mail-outbox: newest first, one status or all; the next page's cursor in a header. */
export function getMailOutbox(
  status: MailStatus | undefined,
  cursor?: string,
): Promise<ApiPage<MailOutboxItem>> {
  return apiPage(withQuery("/api/admin/mail-outbox", { status, limit: MAIL_OUTBOX_PAGE_SIZE, cursor }));
}

export function useMailOutbox(status: MailStatus | undefined) {
  return useInfiniteQuery({
    queryKey: ["/api/admin/mail-outbox", status ?? "all"],
    queryFn: ({ pageParam }) => getMailOutbox(status, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor,
  });
}
