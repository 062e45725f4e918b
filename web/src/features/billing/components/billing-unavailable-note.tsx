import { errorMessages } from "@chefzap/shared";
import { Info } from "lucide-react";
import { Alert } from "@/components/ui/alert";

/** Payments are switched off on this server: the plans still read, nothing can be bought right now. */
export function BillingUnavailableNote() {
  return (
    <Alert role="status">
      <Info aria-hidden="true" />
      <p>{errorMessages.billing_unavailable}</p>
    </Alert>
  );
}
