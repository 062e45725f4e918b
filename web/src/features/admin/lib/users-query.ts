import { ADMIN_PAGE_SIZE, type AdminUserSort, type AdminUserStatus, type Plan } from "@chefzap/shared";
import { withQuery } from "@/lib/api-page";

/** The users table's filters as the admin set them (the api's query before its defaults). */
export interface UsersFilter {
  search: string;
  plan?: Plan;
  status?: AdminUserStatus;
  sort: AdminUserSort;
  page: number;
}

export const initialUsersFilter: UsersFilter = { search: "", sort: "createdAt:desc", page: 1 };

/** The list's address; the same filters (without the page) name the CSV export. */
export function usersPath(base: string, filter: UsersFilter, pageSize = ADMIN_PAGE_SIZE): string {
  const { search, plan, status, sort, page } = filter;
  return withQuery(base, { search: search.trim(), plan, status, sort, page, pageSize });
}

export function usersExportPath(filter: UsersFilter): string {
  const { search, plan, status, sort } = filter;
  return withQuery("/api/admin/export/users", { search: search.trim(), plan, status, sort });
}
