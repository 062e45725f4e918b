import { Keyboard, ScanLine } from "lucide-react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";

const FALLBACK = "O scanner de fotos não está disponível no momento. Digite seus ingredientes na lista.";

export function ScannerUnavailable({
  message,
  onManualInput,
}: {
  message?: string;
  onManualInput: () => void;
}) {
  return (
    <div className="space-y-4">
      <Alert role="alert">
        <ScanLine aria-hidden="true" />
        <p>{message || FALLBACK}</p>
      </Alert>
      <Button className="w-full" onClick={onManualInput}>
        <Keyboard aria-hidden="true" />
        Digitar ingredientes
      </Button>
    </div>
  );
}
