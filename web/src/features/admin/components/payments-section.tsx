import { ADMIN_PAGE_SIZE } from "@chefzap/shared";
import { Download } from "lucide-react";
import { useCallback, useState } from "react";
import { Button } from "@/components/ui/button";
import { errorMessage } from "@/lib/error-message";
import { paymentsExportPath, usePayments, type PaymentsFilter } from "../api/get-payments";
import { LoadError } from "./load-error";
import { Pager } from "./pager";
import { PaymentsTable } from "./payments-table";
import { SearchField } from "./search-field";
import { TableSkeleton } from "./table-skeleton";

/** Panel one's payments tab: every charge, newest first, searchable, with its CSV export. */
export function PaymentsSection() {
  const [filter, setFilter] = useState<PaymentsFilter>({ search: "", page: 1 });
  const payments = usePayments(filter);
  const onSearch = useCallback(
    (search: string) => setFilter((f) => (f.search === search ? f : { search, page: 1 })),
    [],
  );

  return (
    <section aria-labelledby="admin-payments-title" className="grid grid-cols-1 gap-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 id="admin-payments-title" className="text-xl font-bold">
          Pagamentos
        </h2>
        <Button asChild variant="outline" size="sm">
          <a href={paymentsExportPath(filter)} download>
            <Download aria-hidden="true" />
            Exportar pagamentos (CSV)
          </a>
        </Button>
      </div>
      <SearchField
        id="admin-payments-search"
        label="Buscar pagamentos"
        placeholder="E-mail ou código do pagamento"
        onSearch={onSearch}
      />
      {payments.isPending ? (
        <TableSkeleton />
      ) : payments.isError ? (
        <LoadError message={errorMessage(payments.error)} onRetry={() => void payments.refetch()} />
      ) : payments.data.items.length === 0 ? (
        <p className="py-6 text-center text-muted-foreground">Nenhum pagamento encontrado.</p>
      ) : (
        <>
          <PaymentsTable
            payments={payments.data.items}
            caption="Pagamentos, do mais recente ao mais antigo"
          />
          <Pager
            label="Páginas de pagamentos"
            page={filter.page}
            pageSize={ADMIN_PAGE_SIZE}
            total={payments.data.total}
            shown={payments.data.items.length}
            onPage={(page) => setFilter((f) => ({ ...f, page }))}
          />
        </>
      )}
    </section>
  );
}
