import { CircleAlert } from "lucide-react";
import { Alert } from "@/components/ui/alert";
import { ApiError } from "@/lib/api-client";
import { errorMessage } from "@/lib/error-message";
import { PremiumNote } from "../../week/components/premium-note";

/** Why the week was not planned; a plan the api says is not Premium gets the plans, not an error. */
export function GenerateError({ error }: { error: unknown }) {
  if (error instanceof ApiError && (error.code === "premium_required" || error.code === "needs_subscription"))
    return <PremiumNote />;
  return (
    <Alert variant="destructive" role="alert">
      <CircleAlert aria-hidden="true" />
      <p>{errorMessage(error)}</p>
    </Alert>
  );
}
