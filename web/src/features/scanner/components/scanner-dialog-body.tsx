import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import type { Scanner } from "../hooks/use-scanner";
import { ScannerSignIn } from "./scanner-sign-in";
import { ScannerSteps } from "./scanner-steps";

export interface ScannerDialogBodyProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  signedIn: boolean;
  scanner: Scanner;
  onConfirm: () => void;
  onManualInput: () => void;
  /** Moves focus once the dialog has closed (the dialog has no trigger of its own to return it to). */
  onClosed: () => void;
}

/** The scanner's dialog, loaded when the cook first opens it: the landing paints without its code. */
export function ScannerDialogBody({
  open,
  onOpenChange,
  signedIn,
  scanner,
  onConfirm,
  onManualInput,
  onClosed,
}: ScannerDialogBodyProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          onClosed();
        }}
      >
        <DialogHeader>
          <DialogTitle>Escanear ingredientes</DialogTitle>
          <DialogDescription>Tire ou escolha uma foto e a IA lista o que encontrar.</DialogDescription>
        </DialogHeader>
        {signedIn ? (
          <ScannerSteps scanner={scanner} onConfirm={onConfirm} onManualInput={onManualInput} />
        ) : (
          <ScannerSignIn />
        )}
      </DialogContent>
    </Dialog>
  );
}
