import type { AdminAuditAction } from "@chefzap/shared";
import { ScrollText } from "lucide-react";
import { useState } from "react";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { errorMessage } from "@/lib/error-message";
import { useAuditLog } from "../api/get-audit-log";
import { auditActionLabels, auditTarget } from "../lib/audit-labels";
import { formatDateTime } from "../lib/format-date-time";
import { FilterSelect } from "./filter-select";
import { LoadError } from "./load-error";
import { LoadMore } from "./load-more";
import { TableSkeleton } from "./table-skeleton";

const th = "px-2 py-2 text-left font-semibold whitespace-nowrap";
const td = "px-2 py-2.5";

/** Who did what to whom, and when: every admin change and export is written here by the api. */
export function AuditLog() {
  const [action, setAction] = useState<AdminAuditAction | undefined>();
  const log = useAuditLog(action);
  const rows = log.data?.pages.flatMap((page) => page.items) ?? [];

  return (
    <Card>
      <CardHeader className="gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div className="grid gap-1.5">
          <CardTitle className="flex items-center gap-2">
            <ScrollText aria-hidden="true" className="size-5 text-primary" />
            Registro de ações
          </CardTitle>
          <CardDescription>Cada ação de um administrador, com quem fez e quando.</CardDescription>
        </div>
        <FilterSelect
          id="audit-action"
          label="Ação"
          allLabel="Todas"
          value={action}
          options={auditActionLabels}
          onChange={setAction}
        />
      </CardHeader>
      <CardContent className="grid grid-cols-1 gap-3">
        {log.isPending ? (
          <TableSkeleton rows={3} />
        ) : log.isError ? (
          <LoadError message={errorMessage(log.error)} onRetry={() => void log.refetch()} />
        ) : rows.length === 0 ? (
          <p className="text-sm text-muted-foreground">Nenhuma ação registrada.</p>
        ) : (
          <div className="relative -mx-1 overflow-x-auto px-1">
            <table className="w-full min-w-[36rem] text-sm">
              <caption className="sr-only">Registro de ações, da mais recente à mais antiga</caption>
              <thead className="text-xs uppercase tracking-wide text-muted-foreground">
                <tr className="border-b border-border">
                  <th scope="col" className={th}>
                    Quando
                  </th>
                  <th scope="col" className={th}>
                    Ação
                  </th>
                  <th scope="col" className={th}>
                    Alvo
                  </th>
                  <th scope="col" className={th}>
                    Administrador
                  </th>
                </tr>
              </thead>
              <tbody>
                {rows.map((item) => (
                  <tr key={item.id} className="border-b border-border last:border-0">
                    <td className={`${td} tabular-nums whitespace-nowrap`}>
                      {formatDateTime(item.createdAt)}
                    </td>
                    <th scope="row" className={`${td} text-left font-semibold`}>
                      {auditActionLabels[item.action]}
                    </th>
                    <td className={td}>{auditTarget(item)}</td>
                    <td className={td}>{item.actorEmail}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
        <LoadMore
          hasMore={log.hasNextPage}
          loading={log.isFetchingNextPage}
          onMore={() => void log.fetchNextPage()}
        />
      </CardContent>
    </Card>
  );
}
