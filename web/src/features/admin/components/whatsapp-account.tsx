import type { ConnectionStatus } from "@chefzap/shared";
import { RefreshCw } from "lucide-react";
import { toast } from "sonner";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/cn";
import { errorMessage } from "@/lib/error-message";
import { useReconnectWhatsapp } from "../api/reconnect-whatsapp";
import { formatTime } from "../lib/format-date-time";
import { QrCode } from "./qr-code";

const states: Record<ConnectionStatus["state"], { label: string; tone: string }> = {
  connecting: { label: "Conectando", tone: "bg-accent/30" },
  qr: { label: "Aguardando o pareamento", tone: "bg-accent/30" },
  open: { label: "Conectado", tone: "bg-success/15 text-success" },
  logged_out: { label: "Sessão encerrada no celular", tone: "bg-destructive/15 text-destructive" },
  replaced: { label: "Aberto em outro lugar", tone: "bg-destructive/15 text-destructive" },
  closed: { label: "Desconectado", tone: "bg-destructive/15 text-destructive" },
};

const HOW_TO_LINK = "No celular do número, abra Aparelhos conectados > Conectar um aparelho";

function Pairing({ status }: { status: ConnectionStatus }) {
  if (status.pairingCode)
    return (
      <p className="text-sm">
        Código de pareamento:{" "}
        <strong className="font-mono text-lg tracking-widest">{status.pairingCode}</strong>
        <span className="block text-muted-foreground">
          {HOW_TO_LINK} &gt; Conectar com número de telefone.
        </span>
      </p>
    );
  if (!status.qr) return null;
  return (
    <div className="flex flex-wrap items-center gap-4">
      <QrCode
        value={status.qr}
        label={`QR code para conectar ${status.account}`}
        className="size-48 shrink-0 rounded-md border border-border"
      />
      <p className="max-w-xs text-sm text-muted-foreground">
        {HOW_TO_LINK} e aponte a câmera para o código. Ele muda a cada poucos segundos; esta tela acompanha.
      </p>
    </div>
  );
}

/** One number the gateway serves: its state, how to link it while unlinked, and "Reconectar". */
export function WhatsappAccount({ status }: { status: ConnectionStatus }) {
  const state = states[status.state];
  const reconnect = useReconnectWhatsapp();
  const onReconnect = () =>
    reconnect.mutate(
      { account: status.account },
      {
        onSuccess: ({ message }) => toast.success("Sucesso", { description: message }),
        onError: (error) => toast.error("Erro", { description: errorMessage(error) }),
      },
    );

  return (
    <li className="grid gap-3 py-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span className="font-mono text-sm break-all">{status.account}</span>
        <Badge className={cn(state.tone)}>{state.label}</Badge>
      </div>
      <Pairing status={status} />
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-xs text-muted-foreground">Atualizado às {formatTime(status.at)}</p>
        <Button
          variant="outline"
          size="sm"
          onClick={onReconnect}
          disabled={reconnect.isPending}
          aria-label={`Reconectar ${status.account}`}
        >
          <RefreshCw aria-hidden="true" className={cn(reconnect.isPending && "animate-spin")} />
          {reconnect.isPending ? "Reconectando..." : "Reconectar"}
        </Button>
      </div>
    </li>
  );
}
