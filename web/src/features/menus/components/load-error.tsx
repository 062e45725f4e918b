import { CircleAlert } from "lucide-react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { errorMessage } from "@/lib/error-message";

export function LoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  return (
    <Alert variant="destructive" role="alert" className="items-start">
      <CircleAlert aria-hidden="true" />
      <div className="grid gap-2">
        <p>{errorMessage(error)}</p>
        <Button variant="outline" size="sm" className="justify-self-start" onClick={onRetry}>
          Tentar novamente
        </Button>
      </div>
    </Alert>
  );
}
