import { CircleAlert, LoaderCircle } from "lucide-react";
import { useState } from "react";
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
import { useUnlinkWhatsapp } from "../api/unlink-whatsapp";
import { MaskedPhone } from "./masked-phone";

/** "Desconectar" asks first: linking again takes a trip to the phone and a new code. */
export function UnlinkDialog({ phone }: { phone: string }) {
  const [open, setOpen] = useState(false);
  const unlink = useUnlinkWhatsapp();
  const change = (next: boolean) => {
    if (!next) unlink.reset();
    setOpen(next);
  };

  return (
    <Dialog open={open} onOpenChange={change}>
      <DialogTrigger asChild>
        <Button variant="outline" className="w-full sm:w-auto">
          Desconectar
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Desconectar o WhatsApp?</DialogTitle>
          <DialogDescription>
            O ChefZap deixa de responder ao <MaskedPhone phone={phone} />. Para conectar de novo, é só gerar
            outro código.
          </DialogDescription>
        </DialogHeader>
        {unlink.isError && (
          <Alert variant="destructive" role="alert">
            <CircleAlert aria-hidden="true" />
            <p>{errorMessage(unlink.error)}</p>
          </Alert>
        )}
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">Cancelar</Button>
          </DialogClose>
          <Button variant="destructive" disabled={unlink.isPending} onClick={() => unlink.mutate()}>
            {unlink.isPending && <LoaderCircle aria-hidden="true" className="animate-spin" />}
            {unlink.isPending ? "Desconectando…" : "Desconectar"}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
