import type { AdminUser, AdminUserComplete } from "@chefzap/shared";
import { Checkbox } from "@/components/ui/checkbox";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { formatDate } from "@/lib/format-date";
import { formatCents } from "@/lib/format-money";
import { cn } from "@/lib/cn";
import type { Selection } from "../hooks/use-selection";
import { formatInteger } from "../lib/format-numbers";
import { planLabels, shortId, userStatusLabels } from "../lib/user-labels";
import { nextSort, sortDirection, type UserSortColumn } from "../lib/user-sorts";
import type { UsersFilter } from "../lib/users-query";
import { SortableHeader } from "./sortable-header";

interface UsersTableProps {
  /** Panel two's rows carry what users-complete adds; its two counts get their own columns. */
  users: readonly (AdminUser | AdminUserComplete)[];
  filter: UsersFilter;
  onSort: (sort: UsersFilter["sort"]) => void;
  selection: Selection;
  onDetails: (user: AdminUser) => void;
  onReset: (user: AdminUser) => void;
  resetting: string | null;
}

const th = "px-2 py-2 text-left font-semibold whitespace-nowrap";
const td = "px-2 py-2.5 align-middle";

export function UsersTable({
  users,
  filter,
  onSort,
  selection,
  onDetails,
  onReset,
  resetting,
}: UsersTableProps) {
  const pageIds = users.map((user) => user.id);
  const complete = users.some((user) => "recipesWritten" in user);
  const chosenHere = pageIds.filter((id) => selection.ids.has(id)).length;
  const allHere = chosenHere > 0 && chosenHere === pageIds.length;
  const sortable = (column: UserSortColumn, label: string) => (
    <SortableHeader
      className={th}
      direction={sortDirection(filter.sort, column)}
      onSort={() => onSort(nextSort(filter.sort, column))}
    >
      {label}
    </SortableHeader>
  );

  return (
    <div className="relative -mx-1 overflow-x-auto px-1">
      <table className="w-full min-w-[60rem] text-sm">
        <caption className="sr-only">Usuários, ordenados pela coluna marcada</caption>
        <thead className="text-xs uppercase tracking-wide text-muted-foreground">
          <tr className="border-b border-border">
            <th scope="col" className={th}>
              <Checkbox
                aria-label="Selecionar todos desta página"
                checked={allHere ? true : chosenHere > 0 ? "indeterminate" : false}
                onCheckedChange={(checked) => selection.setMany(pageIds, checked === true)}
              />
            </th>
            <th scope="col" className={th}>
              ID
            </th>
            {sortable("name", "Nome")}
            {sortable("email", "E-mail")}
            <th scope="col" className={th}>
              Plano
            </th>
            <th scope="col" className={th}>
              Situação
            </th>
            {sortable("recipesGenerated", "Receitas")}
            <th scope="col" className={th}>
              Grátis usadas
            </th>
            {complete && (
              <>
                <th scope="col" className={th}>
                  Escritas
                </th>
                <th scope="col" className={th}>
                  Cardápios
                </th>
              </>
            )}
            {sortable("totalPaid", "Total pago")}
            {sortable("createdAt", "Cadastro")}
            {sortable("lastLoginAt", "Último acesso")}
            <th scope="col" className={th}>
              <span className="sr-only">Ações</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {users.map((user) => (
            <tr
              key={user.id}
              className={cn(
                "border-b border-border last:border-0",
                selection.ids.has(user.id) && "bg-accent/10",
              )}
            >
              <td className={td}>
                <Checkbox
                  aria-label={`Selecionar ${user.name}`}
                  checked={selection.ids.has(user.id)}
                  onCheckedChange={(checked) => selection.toggle(user.id, checked === true)}
                />
              </td>
              <td className={cn(td, "font-mono text-xs")} title={user.id}>
                {shortId(user.id)}
              </td>
              <th scope="row" className={cn(td, "text-left font-semibold whitespace-nowrap")}>
                {user.name}
              </th>
              <td className={td}>{user.email}</td>
              <td className={td}>
                <Badge className={user.plan === "premium" ? "bg-accent text-accent-foreground" : undefined}>
                  {planLabels[user.plan]}
                </Badge>
              </td>
              <td className={td}>{userStatusLabels[user.status]}</td>
              <td className={cn(td, "tabular-nums")}>{formatInteger(user.recipesGenerated)}</td>
              <td className={cn(td, "tabular-nums")}>{formatInteger(user.freeRecipesCount)}</td>
              {"recipesWritten" in user && (
                <>
                  <td className={cn(td, "tabular-nums")}>{formatInteger(user.recipesWritten)}</td>
                  <td className={cn(td, "tabular-nums")}>{formatInteger(user.weeklyMenus)}</td>
                </>
              )}
              <td className={cn(td, "tabular-nums whitespace-nowrap")}>{formatCents(user.totalPaid)}</td>
              <td className={cn(td, "tabular-nums")}>{formatDate(user.createdAt)}</td>
              <td className={cn(td, "tabular-nums")}>
                {user.lastLoginAt ? formatDate(user.lastLoginAt) : "—"}
              </td>
              <td className={cn(td, "whitespace-nowrap text-right")}>
                <Button
                  variant="ghost"
                  size="sm"
                  aria-label={`Detalhes de ${user.name}`}
                  onClick={() => onDetails(user)}
                >
                  Detalhes
                </Button>
                <Button
                  variant="ghost"
                  size="sm"
                  disabled={resetting === user.id}
                  aria-label={`Resetar receitas de ${user.name}`}
                  onClick={() => onReset(user)}
                >
                  Resetar
                </Button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
