import { CircleAlert } from "lucide-react";
import { Link } from "react-router";
import { Alert } from "@/components/ui/alert";
import { errorMessage } from "@/lib/error-message";
import { needsSubscription, OUT_OF_FREE_RECIPES } from "@/lib/jobs/generate-errors";
import { PLANS_PATH } from "@/lib/plans-path";

/**
 * A failed save, improvement or publish, announced next to the buttons that can try again. The api's
 * pt-BR message is shown as it came (a rate limit says how long to wait), except the quota message,
 * whose text carries a token for older clients: ours says the same and links to the plan.
 */
export function RequestError({ error, className }: { error: unknown; className?: string }) {
  if (!error) return null;
  const outOfRecipes = needsSubscription(error);
  return (
    <Alert variant="destructive" role="alert" className={className}>
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
