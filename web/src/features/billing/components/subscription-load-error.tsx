import { CircleAlert } from "lucide-react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { errorMessage } from "@/lib/error-message";

/** The subscription could not be read; the plans below still work. */
export function SubscriptionLoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  return (
    <Alert variant="destructive" role="alert" className="items-start">
      <CircleAlert aria-hidden="true" />
      <div className="grid flex-1 gap-2">
        <p>Não foi possível carregar sua assinatura. {errorMessage(error)}</p>
        <Button size="sm" variant="outline" className="justify-self-start" onClick={onRetry}>
          Tentar de novo
        </Button>
      </div>
    </Alert>
  );
}
