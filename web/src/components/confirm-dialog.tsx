import { CircleAlert, LoaderCircle } from "lucide-react";
import { useState, type ReactNode } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "@/components/ui/dialog";
import { errorMessage } from "@/lib/error-message";

interface ConfirmDialogProps {
  /** The button that opens the dialog. */
  trigger: ReactNode;
  title: string;
  description: ReactNode;
  /** What else the choice needs, between the description and the buttons (a note, a typed word). */
  children?: ReactNode;
  /** False keeps the destructive button off until the user has done what `children` asks. */
  canConfirm?: boolean;
  /** The way out that changes nothing ("Cancelar", "Manter assinatura"). */
  keepLabel: string;
  confirmLabel: string;
  pendingLabel: string;
  pending: boolean;
  /** The failed attempt, shown inside the dialog so it can be tried again; null when none. */
  error: unknown;
  /** `close` is for when the change is done and the page around the dialog stays. */
  onConfirm: (close: () => void) => void;
  /** Closed without going through: forget a failed attempt, so it does not greet the next opening. */
  onDismiss: () => void;
}

/** Asks before something that is a chore to undo; the destructive button says what it does. */
export function ConfirmDialog({
  trigger,
  title,
  description,
  children,
  canConfirm = true,
  keepLabel,
  confirmLabel,
  pendingLabel,
  pending,
  error,
  onConfirm,
  onDismiss,
}: ConfirmDialogProps) {
  const [open, setOpen] = useState(false);
  const change = (next: boolean) => {
    // Closing mid-request would hide its outcome; the dialog stays until the answer arrives.
    if (pending) return;
    if (!next) onDismiss();
    setOpen(next);
  };
  return (
    <Dialog open={open} onOpenChange={change}>
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        {children}
        {error != null && (
          <Alert variant="destructive" role="alert">
            <CircleAlert aria-hidden="true" />
            <p>{errorMessage(error)}</p>
          </Alert>
        )}
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline" disabled={pending}>
              {keepLabel}
            </Button>
          </DialogClose>
          <Button
            variant="destructive"
            disabled={pending || !canConfirm}
            onClick={() => onConfirm(() => setOpen(false))}
          >
            {pending && <LoaderCircle aria-hidden="true" className="animate-spin" />}
            {pending ? pendingLabel : confirmLabel}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
