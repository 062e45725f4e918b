import { CreditCard } from "lucide-react";
import { usePortal } from "../api/billing-redirects";
import { BusyButton } from "./busy-button";

/** The provider's portal: change the card, see every invoice. */
export function PortalButton() {
  const portal = usePortal();
  return (
    <BusyButton
      variant="outline"
      className="w-full sm:w-auto"
      busy={portal.isPending}
      icon={<CreditCard aria-hidden="true" />}
      label="Gerenciar cartão e faturas"
      busyLabel="Abrindo o portal…"
      onClick={() => portal.mutate()}
    />
  );
}
