import { AlertCircle, RotateCw } from "lucide-react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";

export function ChatHistoryError({ onRetry }: { onRetry: () => void }) {
  return (
    <Alert variant="destructive" role="alert" className="m-auto max-w-md items-start">
      <AlertCircle aria-hidden="true" />
      <div className="grid gap-3">
        <p>Não foi possível carregar a conversa. Verifique sua internet e tente novamente.</p>
        <Button size="sm" variant="outline" className="justify-self-start" onClick={onRetry}>
          <RotateCw aria-hidden="true" />
          Tentar de novo
        </Button>
      </div>
    </Alert>
  );
}
