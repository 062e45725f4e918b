import { CircleAlert } from "lucide-react";
import { Alert } from "@/components/ui/alert";
import { errorMessage } from "@/lib/error-message";

/** A failed sign-in or sign-up, announced; the form keeps what was typed. */
export function FormError({ error }: { error: unknown }) {
  if (!error) return null;
  return (
    <Alert variant="destructive" role="alert">
      <CircleAlert aria-hidden="true" />
      <p>{errorMessage(error)}</p>
    </Alert>
  );
}
