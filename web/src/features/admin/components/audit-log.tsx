import type { AdminAuditAction, AdminAuditItem } from "@chefzap/shared";
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
import { SimpleTable, type Column } from "./simple-table";
import { TableSkeleton } from "./table-skeleton";

const columns: Column<AdminAuditItem>[] = [
  {
    header: "Quando",
    cell: (item) => formatDateTime(item.createdAt),
    className: "tabular-nums whitespace-nowrap",
  },
  { header: "Ação", rowHeader: true, cell: (item) => auditActionLabels[item.action] },
  { header: "Alvo", cell: auditTarget },
  { header: "Administrador", cell: (item) => item.actorEmail },
];

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
          <SimpleTable
            caption="Registro de ações, da mais recente à mais antiga"
            columns={columns}
            rows={rows}
            className="min-w-[36rem]"
          />
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
