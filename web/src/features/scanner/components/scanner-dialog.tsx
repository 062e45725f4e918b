import { errorMessages } from "@chefzap/shared";
import { Camera } from "lucide-react";
import { lazy, Suspense, useCallback, useId, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { useUser } from "@/lib/session";
import { toast } from "@/lib/toast";
import { useScannerOff } from "../api/get-scanner-status";
import { useScanner } from "../hooks/use-scanner";
import { useSharedPhoto } from "../hooks/use-shared-photo";

const ScannerDialogBody = lazy(async () => ({
  default: (await import("./scanner-dialog-body")).ScannerDialogBody,
}));

interface ScannerDialogProps {
  /** Receives the ingredients the cook kept; the caller merges them without duplicates. */
  onAdd: (ingredients: readonly string[]) => void;
  /** Called once the dialog has closed after 'Digitar ingredientes', to focus the typed input. */
  onManualInput: () => void;
}

export function ScannerDialog({ onAdd, onManualInput }: ScannerDialogProps) {
  const [open, setOpen] = useState(false);
  // The dialog's code comes with the first opening and stays, so that closing still animates.
  const [opened, setOpened] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const scanner = useScanner();
  const { isAuthenticated, isLoading } = useUser();
  // Asked before any photo: with no vision model the button says why instead of failing after one.
  const status = useScannerOff();
  const reasonId = useId();
  // Focus goes back to the button on close; after 'Digitar ingredientes' it belongs to the typed input.
  const typeInstead = useRef(false);
  const openForShare = useCallback(() => {
    setOpen(true);
    setOpened(true);
  }, []);
  useSharedPhoto({
    ready: !isLoading && status.known,
    signedIn: isAuthenticated,
    offReason: status.off ? status.message || errorMessages.scanner_unavailable : undefined,
    open: openForShare,
    choose: scanner.chooseFile,
  });

  function changeOpen(next: boolean) {
    setOpen(next);
    if (next) setOpened(true);
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

  function closed() {
    if (typeInstead.current) {
      typeInstead.current = false;
      onManualInput();
    } else {
      button.current?.focus();
    }
  }

  return (
    <>
      <div className="space-y-1.5">
        <Button
          ref={button}
          variant="outline"
          className="w-full border-dashed"
          disabled={status.off}
          aria-describedby={status.off ? reasonId : undefined}
          aria-haspopup="dialog"
          aria-expanded={open}
          data-state={open ? "open" : "closed"}
          onClick={() => changeOpen(true)}
        >
          <Camera aria-hidden="true" />
          Escanear ingredientes
        </Button>
        {status.off && (
          <p id={reasonId} className="text-center text-xs text-muted-foreground">
            {status.message || errorMessages.scanner_unavailable}
          </p>
        )}
      </div>
      {opened && (
        <Suspense fallback={null}>
          <ScannerDialogBody
            open={open}
            onOpenChange={changeOpen}
            signedIn={isAuthenticated}
            scanner={scanner}
            onConfirm={confirm}
            onManualInput={manualInput}
            onClosed={closed}
          />
        </Suspense>
      )}
    </>
  );
}
