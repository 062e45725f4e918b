import { CircleAlert, RotateCcw } from "lucide-react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { errorMessage } from "@/lib/error-message";
import { NUTRITION_ERROR_DESCRIPTION } from "../lib/messages";

/** Inline beside the toast, which fades: the reason stays in view with a way to try again. */
export function NutritionError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const reason = errorMessage(error);
  return (
    <Alert variant="destructive" role="alert" className="items-start">
      <CircleAlert aria-hidden="true" />
      <div className="grid flex-1 gap-2">
        <p className="font-semibold">{NUTRITION_ERROR_DESCRIPTION}</p>
        {reason !== NUTRITION_ERROR_DESCRIPTION && <p className="text-foreground">{reason}</p>}
        <Button variant="outline" size="sm" className="justify-self-start" onClick={onRetry}>
          <RotateCcw aria-hidden="true" />
          Tentar novamente
        </Button>
      </div>
    </Alert>
  );
}
