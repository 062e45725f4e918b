import { CircleAlert, LoaderCircle, Trash2 } from "lucide-react";
import { useState } from "react";
import { toast } from "sonner";
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
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { errorMessage } from "@/lib/error-message";
import { useDeleteAccount } from "../api/delete-account";

const CONFIRMATION = "EXCLUIR";

/** Deleting cannot be undone, so the word is typed, not just clicked through. */
export function DeleteAccountDialog() {
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState("");
  const remove = useDeleteAccount();
  const confirmed = typed.trim().toLocaleUpperCase("pt-BR") === CONFIRMATION;

  const changeOpen = (next: boolean) => {
    if (remove.isPending) return;
    if (!next) {
      remove.reset();
      setTyped("");
    }
    setOpen(next);
  };

  const confirm = () =>
    remove.mutate(undefined, {
      onSuccess: () => {
        setOpen(false);
        toast.success("Sua conta foi excluída.", {
          description: "Todos os seus dados foram apagados.",
        });
      },
    });

  return (
    <Dialog open={open} onOpenChange={changeOpen}>
      <DialogTrigger asChild>
        <Button variant="destructive">
          <Trash2 aria-hidden="true" />
          Excluir minha conta
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Excluir sua conta?</DialogTitle>
          <DialogDescription>
            Apagamos agora, para sempre, a conta e tudo o que está nela: receitas (inclusive as publicadas na
            comunidade, com as avaliações que receberam), suas avaliações e comentários, perfil nutricional,
            alergias, cardápios, conversas e o vínculo com o WhatsApp. Não dá para desfazer.
          </DialogDescription>
        </DialogHeader>
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
        {remove.error && (
          <Alert variant="destructive" role="alert">
            <CircleAlert aria-hidden="true" />
            <p>{errorMessage(remove.error)}</p>
          </Alert>
        )}
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline" disabled={remove.isPending}>
              Cancelar
            </Button>
          </DialogClose>
          <Button variant="destructive" onClick={confirm} disabled={!confirmed || remove.isPending}>
            {remove.isPending && <LoaderCircle aria-hidden="true" className="animate-spin" />}
            {remove.isPending ? "Excluindo..." : "Excluir para sempre"}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
