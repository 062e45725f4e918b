import { Badge } from "@/components/ui/badge";
import { formatDate } from "@/lib/format-date";
import { errorMessage } from "@/lib/error-message";
import { useAdminWeeklyMenus } from "../api/get-panel-two-lists";
import { objectiveLabel } from "../lib/recipe-labels";
import { shortId } from "../lib/user-labels";
import { LoadError } from "./load-error";
import { LoadMore } from "./load-more";
import { TableSkeleton } from "./table-skeleton";

const th = "px-2 py-2 text-left font-semibold whitespace-nowrap";
const td = "px-2 py-2.5";

/** weekStart is a calendar day ("YYYY-MM-DD"): read at noon UTC so no time zone moves it a day. */
const day = (weekStart: string) => formatDate(`${weekStart}T12:00:00Z`);

/** Panel two's Cardápios: every weekly menu, newest first; active while its week has not ended. */
export function WeeklyMenusSection() {
  const menus = useAdminWeeklyMenus();
  const rows = menus.data?.pages.flatMap((page) => page.items) ?? [];

  return (
    <section aria-labelledby="admin-menus-title" className="grid grid-cols-1 gap-4">
      <h2 id="admin-menus-title" className="text-xl font-bold">
        Cardápios
      </h2>
      {menus.isPending ? (
        <TableSkeleton />
      ) : menus.isError ? (
        <LoadError message={errorMessage(menus.error)} onRetry={() => void menus.refetch()} />
      ) : rows.length === 0 ? (
        <p className="py-6 text-center text-muted-foreground">Nenhum cardápio gerado ainda.</p>
      ) : (
        <div className="relative -mx-1 overflow-x-auto px-1">
          <table className="w-full min-w-[36rem] text-sm">
            <caption className="sr-only">Cardápios semanais, do mais recente ao mais antigo</caption>
            <thead className="text-xs uppercase tracking-wide text-muted-foreground">
              <tr className="border-b border-border">
                <th scope="col" className={th}>
                  ID
                </th>
                <th scope="col" className={th}>
                  Usuário
                </th>
                <th scope="col" className={th}>
                  Semana de
                </th>
                <th scope="col" className={th}>
                  Objetivo
                </th>
                <th scope="col" className={th}>
                  Situação
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((menu) => (
                <tr key={menu.id} className="border-b border-border last:border-0">
                  <td className={`${td} font-mono text-xs`} title={menu.id}>
                    {shortId(menu.id)}
                  </td>
                  <th scope="row" className={`${td} text-left font-semibold`} title={menu.user.email}>
                    {menu.user.name}
                  </th>
                  <td className={`${td} tabular-nums`}>{day(menu.weekStart)}</td>
                  <td className={td}>{objectiveLabel(menu.objective)}</td>
                  <td className={td}>
                    {menu.status === "active" ? (
                      <Badge className="bg-success/15 text-success">Ativo</Badge>
                    ) : (
                      <Badge>Encerrado</Badge>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <LoadMore
        hasMore={menus.hasNextPage}
        loading={menus.isFetchingNextPage}
        onMore={() => void menus.fetchNextPage()}
      />
    </section>
  );
}
