import { ConfirmDialog } from "@/components/confirm-dialog";
import { Button } from "@/components/ui/button";
import { useUnlinkWhatsapp } from "../api/unlink-whatsapp";
import { MaskedPhone } from "./masked-phone";

/** "Desconectar" asks first: linking again takes a trip to the phone and a new code. */
export function UnlinkDialog({ phone }: { phone: string }) {
  const unlink = useUnlinkWhatsapp();

  return (
    <ConfirmDialog
      trigger={
        <Button variant="outline" className="w-full sm:w-auto">
          Desconectar
        </Button>
      }
      title="Desconectar o WhatsApp?"
      description={
        <>
          O ChefZap deixa de responder ao <MaskedPhone phone={phone} />. Para conectar de novo, é só gerar
          outro código.
        </>
      }
      keepLabel="Cancelar"
      confirmLabel="Desconectar"
      pendingLabel="Desconectando…"
      pending={unlink.isPending}
      error={unlink.error}
      onConfirm={() => unlink.mutate()}
      onDismiss={unlink.reset}
    />
  );
}
