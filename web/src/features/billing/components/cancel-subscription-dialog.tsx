import { ConfirmDialog } from "@/components/confirm-dialog";
import { Button } from "@/components/ui/button";
import { formatDate } from "@/lib/format-date";
import { useCancelSubscription } from "../api/change-subscription";

/** Cancelling stops the next charge only: the dialog says until when Premium stays (spec: end of period). */
export function CancelSubscriptionDialog({ periodEnd }: { periodEnd: string | null }) {
  const cancel = useCancelSubscription();
  const endsOn = periodEnd ? formatDate(periodEnd) : null;

  return (
    <ConfirmDialog
      trigger={
        <Button variant="outline" className="w-full sm:w-auto">
          Cancelar assinatura
        </Button>
      }
      title="Cancelar a assinatura Premium?"
      description={
        endsOn
          ? `Você continua com o Premium até ${endsOn}, e nada mais será cobrado. Depois dessa data, sua conta volta para o plano Grátis. Até lá, dá para retomar a assinatura.`
          : "Nada mais será cobrado, e sua conta volta para o plano Grátis no fim do período pago. Até lá, dá para retomar a assinatura."
      }
      keepLabel="Manter assinatura"
      confirmLabel="Cancelar assinatura"
      pendingLabel="Cancelando…"
      pending={cancel.isPending}
      error={cancel.error}
      onConfirm={(close) => cancel.mutate(undefined, { onSuccess: close })}
      onDismiss={cancel.reset}
    />
  );
}
