import { BULK_MAIL_TEMPLATES } from "@chefzap/shared";
import { useState } from "react";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { Button } from "@/components/ui/button";
import type { BulkTemplate } from "../lib/bulk-templates";
import { formatInteger } from "../lib/format-numbers";

interface SendEmailDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  recipients: number;
  sending: boolean;
  onSend: (template: BulkTemplate) => void;
}

/** The e-mail is one of a short list of written templates: admins choose, they never type a body. */
export function SendEmailDialog({ open, onOpenChange, recipients, sending, onSend }: SendEmailDialogProps) {
  const [template, setTemplate] = useState<BulkTemplate>(BULK_MAIL_TEMPLATES[0].id);
  const people = recipients === 1 ? "1 usuário" : `${formatInteger(recipients)} usuários`;
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Enviar e-mail</DialogTitle>
          <DialogDescription>
            Para {people} {recipients === 1 ? "selecionado" : "selecionados"}. Cada um recebe o modelo
            escolhido.
          </DialogDescription>
        </DialogHeader>
        <fieldset className="grid gap-2">
          <legend className="mb-1 text-sm font-medium">Modelo</legend>
          {BULK_MAIL_TEMPLATES.map((option) => (
            <label
              key={option.id}
              className="flex cursor-pointer items-center gap-3 rounded-lg border border-border p-3 has-checked:border-primary has-checked:bg-primary/5"
            >
              <input
                type="radio"
                name="bulk-template"
                value={option.id}
                checked={template === option.id}
                onChange={() => setTemplate(option.id)}
                className="size-4 accent-primary"
              />
              {option.label}
            </label>
          ))}
        </fieldset>
        <DialogFooter>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            Cancelar
          </Button>
          <Button disabled={sending} onClick={() => onSend(template)}>
            {sending ? "Enviando..." : `Enviar para ${people}`}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
