import { ADMIN_BULK_MAX, ADMIN_PAGE_MAX, type AdminUser, type AdminUserComplete } from "@chefzap/shared";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { apiPage } from "@/lib/api-page";
import { usersPath, type UsersFilter } from "../lib/users-query";
import { adminKeys } from "./admin-keys";

/** Panel one lists /api/admin/users; panel two the same rows with more columns, /users-complete. */
export const usersBase = (complete: boolean) => (complete ? "/api/admin/users-complete" : "/api/admin/users");

export function useAdminUsers(filter: UsersFilter, complete = false) {
  return useQuery({
    queryKey: adminKeys.users(complete, filter),
    queryFn: () => apiPage<AdminUser | AdminUserComplete>(usersPath(usersBase(complete), filter)),
    // The table keeps its rows while the next page or filter loads, so it does not jump.
    placeholderData: keepPreviousData,
  });
}

/**
 * Every id the filters match, for "select all filtered": read a page of ADMIN_PAGE_MAX at a time, and
 * no further than a bulk action accepts.
 */
export async function getFilteredUserIds(filter: UsersFilter): Promise<string[]> {
  const ids: string[] = [];
  for (let page = 1; ids.length < ADMIN_BULK_MAX; page++) {
    const { items, total } = await apiPage<AdminUser>(
      usersPath(usersBase(false), { ...filter, page }, ADMIN_PAGE_MAX),
    );
    ids.push(...items.map((user) => user.id));
    if (items.length < ADMIN_PAGE_MAX || (total !== undefined && ids.length >= total)) break;
  }
  return ids.slice(0, ADMIN_BULK_MAX);
}
