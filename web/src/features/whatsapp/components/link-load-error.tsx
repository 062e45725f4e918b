import { CircleAlert } from "lucide-react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { errorMessage } from "@/lib/error-message";

export function LinkLoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  return (
    <div className="grid gap-3">
      <Alert variant="destructive" role="alert">
        <CircleAlert aria-hidden="true" />
        <p>{errorMessage(error)}</p>
      </Alert>
      <Button variant="outline" className="w-full sm:w-auto sm:justify-self-start" onClick={onRetry}>
        Tentar novamente
      </Button>
    </div>
  );
}
