import type { AdminUserSort } from "@chefzap/shared";

/** The columns the api can sort users by, each with the orders it accepts (the first is the default). */
export const userSortColumns = {
  name: ["name:asc"],
  email: ["email:asc"],
  createdAt: ["createdAt:desc", "createdAt:asc"],
  lastLoginAt: ["lastLoginAt:desc"],
  recipesGenerated: ["recipesGenerated:desc"],
  totalPaid: ["totalPaid:desc"],
} as const satisfies Record<string, readonly AdminUserSort[]>;

export type UserSortColumn = keyof typeof userSortColumns;

export function sortDirection(
  sort: AdminUserSort,
  column: UserSortColumn,
): "ascending" | "descending" | null {
  const [field, order] = sort.split(":");
  if (field !== column) return null;
  return order === "asc" ? "ascending" : "descending";
}

/** A click on a column: its default order, or the other one when it already sorts the table. */
export function nextSort(sort: AdminUserSort, column: UserSortColumn): AdminUserSort {
  const orders: readonly AdminUserSort[] = userSortColumns[column];
  const at = orders.indexOf(sort);
  return orders[at === -1 ? 0 : (at + 1) % orders.length]!;
}
