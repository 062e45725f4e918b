import type { ConnectionStatus } from "@chefzap/shared";
import { MessageCircle } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { cn } from "@/lib/cn";
import { useWhatsappStatus } from "../api/get-whatsapp-status";
import { formatTime } from "../lib/format-date-time";
import { Loaded } from "./loaded";
import { TableSkeleton } from "./table-skeleton";

const states: Record<ConnectionStatus["state"], { label: string; tone: string }> = {
  connecting: { label: "Conectando", tone: "bg-accent/30" },
  qr: { label: "Aguardando o pareamento", tone: "bg-accent/30" },
  open: { label: "Conectado", tone: "bg-success/15 text-success" },
  logged_out: { label: "Sessão encerrada no celular", tone: "bg-destructive/15 text-destructive" },
  replaced: { label: "Aberto em outro lugar", tone: "bg-destructive/15 text-destructive" },
  closed: { label: "Desconectado", tone: "bg-destructive/15 text-destructive" },
};

function Account({ status }: { status: ConnectionStatus }) {
  const state = states[status.state];
  return (
    <li className="grid gap-1 py-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span className="font-mono text-sm break-all">{status.account}</span>
        <Badge className={cn(state.tone)}>{state.label}</Badge>
      </div>
      {status.pairingCode && (
        <p className="text-sm">
          Código de pareamento:{" "}
          <strong className="font-mono text-lg tracking-widest">{status.pairingCode}</strong>
        </p>
      )}
      {status.qr && !status.pairingCode && (
        <p className="text-sm text-muted-foreground">O QR code para escanear está no terminal do gateway.</p>
      )}
      <p className="text-xs text-muted-foreground">Atualizado às {formatTime(status.at)}</p>
    </li>
  );
}

/** The WhatsApp gateways' connections, as they last reported them. */
export function WhatsappStatus() {
  const status = useWhatsappStatus();
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <MessageCircle aria-hidden="true" className="size-5 text-primary" />
          WhatsApp
        </CardTitle>
        <CardDescription>A conexão de cada número atendido pelo gateway.</CardDescription>
      </CardHeader>
      <CardContent>
        <Loaded query={status} skeleton={<TableSkeleton rows={1} />}>
          {({ accounts }) =>
            accounts.length === 0 ? (
              <p className="text-sm text-muted-foreground">
                Nenhum gateway conectado. Configure um provedor de WhatsApp para o bot começar.
              </p>
            ) : (
              <ul aria-label="Números de WhatsApp" className="grid divide-y divide-border">
                {accounts.map((account) => (
                  <Account key={account.account} status={account} />
                ))}
              </ul>
            )
          }
        </Loaded>
      </CardContent>
    </Card>
  );
}
