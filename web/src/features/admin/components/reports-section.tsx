import type { AdminReportedItem } from "@chefzap/shared";
import { Flag } from "lucide-react";
import { useState } from "react";
import { toast } from "sonner";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { errorMessage } from "@/lib/error-message";
import { useModerate, useReports, type ReportsState } from "../api/moderation";
import { FilterSelect } from "./filter-select";
import { LoadError } from "./load-error";
import { LoadMore } from "./load-more";
import { ReportedItem } from "./reported-item";
import { TableSkeleton } from "./table-skeleton";

const states: Record<Exclude<ReportsState, "all">, string> = { open: "Visíveis", hidden: "Ocultos" };

/** Reports from the community: a hidden recipe leaves the lists, a hidden comment its thread. */
export function ReportsSection() {
  const [state, setState] = useState<ReportsState>("open");
  const reports = useReports(state);
  const moderate = useModerate();
  const items = reports.data?.pages.flatMap((page) => page.items) ?? [];

  const act = (item: AdminReportedItem, action: "hide" | "restore") =>
    moderate.mutate(
      { action, target: item.target, id: item.id },
      {
        onSuccess: ({ message }) => toast.success("Sucesso", { description: message }),
        onError: (error) => toast.error("Erro", { description: errorMessage(error) }),
      },
    );

  return (
    <Card>
      <CardHeader className="gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div className="grid gap-1.5">
          <CardTitle as="h2" className="flex items-center gap-2">
            <Flag aria-hidden="true" className="size-5 text-primary" />
            Denúncias
          </CardTitle>
          <CardDescription>Receitas e comentários denunciados pela comunidade.</CardDescription>
        </div>
        <FilterSelect
          id="reports-state"
          label="Mostrar"
          value={state === "all" ? undefined : state}
          options={states}
          allLabel="Todos"
          onChange={(value) => setState(value ?? "all")}
        />
      </CardHeader>
      <CardContent className="grid grid-cols-1 gap-3">
        {reports.isPending ? (
          <TableSkeleton rows={3} />
        ) : reports.isError ? (
          <LoadError message={errorMessage(reports.error)} onRetry={() => void reports.refetch()} />
        ) : items.length === 0 ? (
          <p className="text-sm text-muted-foreground">Nenhuma denúncia por aqui.</p>
        ) : (
          <ul aria-label="Itens denunciados" className="grid divide-y divide-border">
            {items.map((item) => (
              <ReportedItem
                key={`${item.target}-${item.id}`}
                item={item}
                busy={moderate.isPending}
                onModerate={act}
              />
            ))}
          </ul>
        )}
        <LoadMore
          hasMore={reports.hasNextPage}
          loading={reports.isFetchingNextPage}
          onMore={() => void reports.fetchNextPage()}
        />
      </CardContent>
    </Card>
  );
}
