import { Copy } from "lucide-react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import type { LiveCode } from "../hooks/use-link-code";
import { linkMessage } from "../lib/link-code";
import { Countdown } from "./countdown";

async function copyMessage(message: string) {
  try {
    await navigator.clipboard.writeText(message);
    toast.success("Mensagem copiada!", { description: "Cole na conversa com o ChefZap no WhatsApp." });
  } catch {
    toast.error("Não foi possível copiar.", { description: `Digite: ${message}` });
  }
}

/** The code while it works: the digits, the exact message for the chat and the time left. */
export function LiveCodePanel({ live }: { live: LiveCode }) {
  const message = linkMessage(live.code);
  return (
    <div className="grid gap-4 md:grid-cols-2 md:items-center md:gap-6">
      <div className="grid justify-items-center gap-2 rounded-xl border border-dashed border-primary/40 bg-muted p-4 text-center">
        <p className="text-sm font-medium text-muted-foreground">Seu código</p>
        <p className="text-4xl font-extrabold tracking-[0.12em] text-foreground tabular-nums sm:text-5xl">
          {/* Grouped by spacing, not a space: copied digits must stay "123456" for the bot to read them. */}
          <span aria-hidden="true" className="select-all">
            <span>{live.code.slice(0, 3)}</span>
            <span className="ml-[0.4em]">{live.code.slice(3)}</span>
          </span>
          {/* Digit by digit: read as one number, "123456" becomes "cento e vinte e três mil…". */}
          <span className="sr-only">{live.code.split("").join(" ")}</span>
        </p>
        <Countdown until={live.expiresAt} />
      </div>
      <div className="grid gap-3">
        <p className="text-sm">Envie esta mensagem para o número do ChefZap no WhatsApp:</p>
        <div className="grid gap-2 sm:flex sm:items-center">
          <code className="rounded-lg border border-border bg-background px-3 py-2 font-mono text-base font-semibold whitespace-nowrap select-all sm:flex-1">
            {message}
          </code>
          <Button variant="outline" className="w-full sm:w-auto" onClick={() => void copyMessage(message)}>
            <Copy aria-hidden="true" />
            Copiar mensagem
          </Button>
        </div>
        <p className="flex items-center gap-2 text-sm text-muted-foreground">
          <span aria-hidden="true" className="size-2 shrink-0 animate-pulse rounded-full bg-success" />
          Aguardando sua mensagem. Esta página muda sozinha quando o número for conectado.
        </p>
      </div>
    </div>
  );
}
