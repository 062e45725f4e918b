import { CircleCheck } from "lucide-react";
import { formatDate } from "@/lib/format-date";
import type { WhatsappLink } from "../types";
import { MaskedPhone } from "./masked-phone";
import { PlanLink } from "./plan-link";
import { UnlinkDialog } from "./unlink-dialog";

interface LinkedStatusProps {
  link: WhatsappLink & { phone: string };
  premium: boolean;
}

/** A free account may still have a number linked while it was Premium: it can see and unlink it. */
export function LinkedStatus({ link, premium }: LinkedStatusProps) {
  return (
    <div className="grid gap-4">
      <p className="flex items-start gap-2 font-semibold">
        <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-success" />
        <span>
          WhatsApp conectado (<MaskedPhone phone={link.phone} />)
          {link.linkedAt && ` desde ${formatDate(link.linkedAt)}`}
        </span>
      </p>
      {premium ? (
        <p className="max-w-prose text-sm text-muted-foreground">
          Mande seus ingredientes para o ChefZap no WhatsApp e receba a receita ali mesmo na conversa.
        </p>
      ) : (
        <p className="max-w-prose text-sm text-muted-foreground">
          O ChefZap no WhatsApp é exclusivo do plano Premium. Assine para voltar a pedir receitas por lá.{" "}
          <PlanLink className="font-semibold text-primary underline underline-offset-2" />
        </p>
      )}
      <UnlinkDialog phone={link.phone} />
    </div>
  );
}
