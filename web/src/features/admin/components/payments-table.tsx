import type { AdminPayment } from "@chefzap/shared";
import { formatDate } from "@/lib/format-date";
import { formatCents } from "@/lib/format-money";
import { cn } from "@/lib/cn";
import { paymentMethodLabel, paymentStatusLabels } from "../lib/payment-labels";
import { shortId } from "../lib/user-labels";

const statusClass: Record<AdminPayment["status"], string> = {
  succeeded: "text-success",
  failed: "text-destructive",
  refunded: "text-muted-foreground",
  open: "text-foreground",
};

interface PaymentsTableProps {
  payments: readonly AdminPayment[];
  caption: string;
  /** Inside the user's details: the payer is known, so no e-mail column. */
  compact?: boolean;
}

const th = "px-2 py-2 text-left font-semibold whitespace-nowrap";
const td = "px-2 py-2.5";

export function PaymentsTable({ payments, caption, compact = false }: PaymentsTableProps) {
  return (
    <div className="relative -mx-1 overflow-x-auto px-1">
      <table className={cn("w-full text-sm", !compact && "min-w-[48rem]")}>
        <caption className="sr-only">{caption}</caption>
        <thead className="text-xs uppercase tracking-wide text-muted-foreground">
          <tr className="border-b border-border">
            <th scope="col" className={th}>
              Data
            </th>
            {!compact && (
              <th scope="col" className={th}>
                Usuário
              </th>
            )}
            <th scope="col" className={th}>
              Valor
            </th>
            <th scope="col" className={th}>
              Situação
            </th>
            <th scope="col" className={th}>
              Método
            </th>
            {!compact && (
              <th scope="col" className={th}>
                Próxima cobrança
              </th>
            )}
            <th scope="col" className={th}>
              Pagamento
            </th>
          </tr>
        </thead>
        <tbody>
          {payments.map((payment) => (
            <tr key={payment.id} className="border-b border-border last:border-0">
              <td className={cn(td, "tabular-nums")}>{formatDate(payment.createdAt)}</td>
              {!compact && (
                <td className={cn(td, "break-all")} title={payment.userId ?? undefined}>
                  {payment.userEmail ?? <span className="text-muted-foreground">Conta excluída</span>}
                </td>
              )}
              <td className={cn(td, "tabular-nums whitespace-nowrap")}>
                {formatCents(payment.amount)}
                {payment.refundedAmount > 0 && (
                  <span className="block text-xs text-muted-foreground">
                    − {formatCents(payment.refundedAmount)} reembolsado
                  </span>
                )}
              </td>
              <td className={cn(td, "font-semibold", statusClass[payment.status])}>
                {paymentStatusLabels[payment.status]}
              </td>
              <td className={td}>{paymentMethodLabel(payment.paymentMethod)}</td>
              {!compact && (
                <td className={cn(td, "tabular-nums")}>
                  {payment.nextBillingDate ? formatDate(payment.nextBillingDate) : "—"}
                </td>
              )}
              <td className={cn(td, "font-mono text-xs")} title={payment.stripePaymentId}>
                {shortId(payment.stripePaymentId)}…
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
