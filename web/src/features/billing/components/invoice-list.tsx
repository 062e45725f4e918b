import type { Invoice } from "@chefzap/shared";
import { ExternalLink } from "lucide-react";
import { formatDate } from "@/lib/format-date";
import { formatCents } from "@/lib/format-money";
import { cn } from "@/lib/cn";
import { invoiceStatusLabels } from "../lib/subscription-status";

const statusClass: Record<Invoice["status"], string> = {
  paid: "text-success",
  failed: "text-destructive",
  refunded: "text-muted-foreground",
  open: "text-foreground",
};

/** Newest first, as the api sends them; each paid one links to the provider's receipt. */
export function InvoiceList({ invoices }: { invoices: readonly Invoice[] }) {
  if (invoices.length === 0) {
    return <p className="text-sm text-muted-foreground">Nenhuma fatura por enquanto.</p>;
  }
  return (
    <div className="-mx-1 overflow-x-auto px-1">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Faturas da assinatura</caption>
        <thead className="text-xs uppercase tracking-wide text-muted-foreground">
          <tr className="border-b border-border">
            <th scope="col" className="py-2 pr-2 sm:pr-3 font-semibold">
              Data
            </th>
            <th scope="col" className="py-2 pr-2 sm:pr-3 font-semibold">
              Valor
            </th>
            <th scope="col" className="py-2 pr-2 sm:pr-3 font-semibold">
              Situação
            </th>
            <th scope="col" className="py-2 font-semibold">
              <span className="sr-only">Recibo</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {invoices.map((invoice) => (
            <tr key={invoice.id} className="border-b border-border last:border-0">
              <td className="py-3 pr-2 sm:pr-3 tabular-nums">{formatDate(invoice.createdAt)}</td>
              <td className="py-3 pr-2 sm:pr-3 tabular-nums whitespace-nowrap">
                {formatCents(invoice.amountCents)}
              </td>
              <td className={cn("py-3 pr-2 sm:pr-3 font-semibold", statusClass[invoice.status])}>
                {invoiceStatusLabels[invoice.status]}
              </td>
              <td className="py-3 text-right">
                {invoice.receiptUrl && (
                  <a
                    href={invoice.receiptUrl}
                    target="_blank"
                    rel="noreferrer"
                    className="inline-flex items-center gap-1 font-semibold text-primary underline-offset-4 hover:underline"
                  >
                    Recibo
                    <ExternalLink aria-hidden="true" className="size-3.5" />
                    <span className="sr-only">de {formatDate(invoice.createdAt)} (abre em outra aba)</span>
                  </a>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
