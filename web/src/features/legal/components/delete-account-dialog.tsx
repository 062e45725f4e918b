import { Trash2 } from "lucide-react";
import { useState } from "react";
import { toast } from "sonner";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { useDeleteAccount } from "../api/delete-account";

const CONFIRMATION = "EXCLUIR";

/** Deleting cannot be undone, so the word is typed, not just clicked through. */
export function DeleteAccountDialog() {
  const [typed, setTyped] = useState("");
  const remove = useDeleteAccount();
  const confirmed = typed.trim().toLocaleUpperCase("pt-BR") === CONFIRMATION;

  return (
    <ConfirmDialog
      trigger={
        <Button variant="destructive">
          <Trash2 aria-hidden="true" />
          Excluir minha conta
        </Button>
      }
      title="Excluir sua conta?"
      description="Apagamos agora, para sempre, a conta e tudo o que está nela: receitas (inclusive as publicadas na comunidade, com as avaliações que receberam), suas avaliações e comentários, perfil nutricional, alergias, cardápios, conversas e o vínculo com o WhatsApp. Não dá para desfazer."
      keepLabel="Cancelar"
      confirmLabel="Excluir para sempre"
      pendingLabel="Excluindo..."
      pending={remove.isPending}
      error={remove.error}
      canConfirm={confirmed}
      onConfirm={(close) =>
        remove.mutate(undefined, {
          onSuccess: () => {
            close();
            toast.success("Sua conta foi excluída.", {
              description: "Todos os seus dados foram apagados.",
            });
          },
        })
      }
      onDismiss={() => {
        remove.reset();
        setTyped("");
      }}
    >
      <ul className="list-disc space-y-1 pl-5 text-sm text-muted-foreground">
        <li>Quer guardar uma cópia? Use antes o botão Baixar meus dados.</li>
        <li>Assina o Premium? Cancele a assinatura antes de excluir a conta.</li>
      </ul>
      <div className="grid gap-2">
        <Label htmlFor="confirmar-exclusao">Digite {CONFIRMATION} para confirmar</Label>
        <Input
          id="confirmar-exclusao"
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          autoComplete="off"
          autoCapitalize="characters"
          disabled={remove.isPending}
        />
      </div>
    </ConfirmDialog>
  );
}
