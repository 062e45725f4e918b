import { CircleAlert } from "lucide-react";
import { Link } from "react-router";
import { Alert } from "@/components/ui/alert";
import { needsSubscription, OUT_OF_FREE_RECIPES } from "@/lib/jobs/generate-errors";
import { errorMessage } from "@/lib/error-message";
import { PLANS_PATH } from "@/lib/plans-path";

/** A failed modification, inside the dialog so the typed request stays in view for another try. */
export function ModifyError({ error }: { error: unknown }) {
  const outOfRecipes = needsSubscription(error);
  return (
    <Alert variant="destructive" role="alert">
      <CircleAlert aria-hidden="true" />
      <p>
        {outOfRecipes ? OUT_OF_FREE_RECIPES : errorMessage(error)}{" "}
        {outOfRecipes && (
          <Link to={PLANS_PATH} className="font-semibold underline underline-offset-2">
            Assinar Premium
          </Link>
        )}
      </p>
    </Alert>
  );
}
