import { AlertTriangle } from "lucide-react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";

/** A section that could not load: the server's message and a way to try again in place. */
export function LoadError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <Alert variant="destructive" role="alert" className="items-center">
      <AlertTriangle aria-hidden="true" />
      <p className="flex-1">{message}</p>
      <Button size="sm" variant="outline" onClick={onRetry}>
        Tentar novamente
      </Button>
    </Alert>
  );
}
