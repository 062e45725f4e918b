import { errorMessages } from "@chefzap/shared";
import { Camera } from "lucide-react";
import { useCallback, useId, useRef, useState } from "react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "@/components/ui/dialog";
import { useUser } from "@/lib/session";
import { useScannerOff } from "../api/get-scanner-status";
import { useScanner } from "../hooks/use-scanner";
import { useSharedPhoto } from "../hooks/use-shared-photo";
import { ScannerSignIn } from "./scanner-sign-in";
import { ScannerSteps } from "./scanner-steps";

interface ScannerDialogProps {
  /** Receives the ingredients the cook kept; the caller merges them without duplicates. */
  onAdd: (ingredients: readonly string[]) => void;
  /** Called once the dialog has closed after 'Digitar ingredientes', to focus the typed input. */
  onManualInput: () => void;
}

export function ScannerDialog({ onAdd, onManualInput }: ScannerDialogProps) {
  const [open, setOpen] = useState(false);
  const scanner = useScanner();
  const { isAuthenticated, isLoading } = useUser();
  // Asked before any photo: with no vision model the button says why instead of failing after one.
  const status = useScannerOff();
  const reasonId = useId();
  // Radix returns focus to the trigger on close; after 'Digitar ingredientes' it belongs to the input.
  const typeInstead = useRef(false);
  const openForShare = useCallback(() => setOpen(true), []);
  useSharedPhoto({
    ready: !isLoading && status.known,
    signedIn: isAuthenticated,
    offReason: status.off ? status.message || errorMessages.scanner_unavailable : undefined,
    open: openForShare,
    choose: scanner.chooseFile,
  });

  function changeOpen(next: boolean) {
    setOpen(next);
    if (!next) scanner.reset();
  }

  function confirm() {
    const { selected } = scanner.state;
    if (selected.length === 0) {
      toast.error("Nenhum ingrediente selecionado", {
        description: "Selecione pelo menos um ingrediente para adicionar.",
      });
      return;
    }
    onAdd(selected);
    toast.success(
      selected.length === 1 ? "1 ingrediente adicionado" : `${selected.length} ingredientes adicionados`,
    );
    changeOpen(false);
  }

  function manualInput() {
    typeInstead.current = true;
    changeOpen(false);
  }

  return (
    <Dialog open={open} onOpenChange={changeOpen}>
      <div className="space-y-1.5">
        <DialogTrigger asChild>
          <Button
            variant="outline"
            className="w-full border-dashed"
            disabled={status.off}
            aria-describedby={status.off ? reasonId : undefined}
          >
            <Camera aria-hidden="true" />
            Escanear ingredientes
          </Button>
        </DialogTrigger>
        {status.off && (
          <p id={reasonId} className="text-center text-xs text-muted-foreground">
            {status.message || errorMessages.scanner_unavailable}
          </p>
        )}
      </div>
      <DialogContent
        onCloseAutoFocus={(event) => {
          if (!typeInstead.current) return;
          typeInstead.current = false;
          event.preventDefault();
          onManualInput();
        }}
      >
        <DialogHeader>
          <DialogTitle>Escanear ingredientes</DialogTitle>
          <DialogDescription>Tire ou escolha uma foto e a IA lista o que encontrar.</DialogDescription>
        </DialogHeader>
        {isAuthenticated ? (
          <ScannerSteps scanner={scanner} onConfirm={confirm} onManualInput={manualInput} />
        ) : (
          <ScannerSignIn />
        )}
      </DialogContent>
    </Dialog>
  );
}
