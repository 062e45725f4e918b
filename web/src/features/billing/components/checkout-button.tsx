import { Crown } from "lucide-react";
import { useCheckout } from "../api/billing-redirects";
import { BusyButton } from "./busy-button";

/** "Assinar Premium": the api opens a checkout for this account and the browser goes to pay there. */
export function CheckoutButton({ disabled = false }: { disabled?: boolean }) {
  const checkout = useCheckout();
  return (
    <BusyButton
      size="lg"
      className="w-full"
      disabled={disabled}
      busy={checkout.isPending}
      icon={<Crown aria-hidden="true" />}
      label="Assinar Premium"
      busyLabel="Abrindo o pagamento…"
      onClick={() => checkout.mutate()}
    />
  );
}
