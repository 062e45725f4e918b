import type { MailOutboxItem } from "@chefzap/shared";
import { Badge } from "@/components/ui/badge";
import { cn } from "@/lib/cn";
import { formatDateTime } from "../lib/format-date-time";
import { mailStatusLabels, mailTemplateLabels } from "../lib/mail-labels";

const statusClass: Record<MailOutboxItem["status"], string> = {
  queued: "bg-accent/30",
  sent: "bg-success/15 text-success",
  failed: "bg-destructive/15 text-destructive",
  not_configured: "bg-muted",
};

/** One message; opened, it shows the plain-text body (where a reset link can be copied from). */
export function MailOutboxItemView({ mail }: { mail: MailOutboxItem }) {
  return (
    <li className="py-3">
      <details className="group">
        <summary className="grid cursor-pointer gap-1 rounded-md focus-visible:outline-2 focus-visible:outline-ring sm:grid-cols-[1fr_auto] sm:gap-x-4">
          <span className="min-w-0 font-semibold break-words">{mail.subject}</span>
          <Badge className={cn("justify-self-start sm:justify-self-end", statusClass[mail.status])}>
            {mailStatusLabels[mail.status]}
          </Badge>
          <span className="min-w-0 text-sm break-all text-muted-foreground">Para {mail.to}</span>
          <span className="text-sm text-muted-foreground tabular-nums sm:text-right">
            {formatDateTime(mail.createdAt)}
          </span>
        </summary>
        <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
          <dt className="text-muted-foreground">Modelo</dt>
          <dd>{mailTemplateLabels[mail.template]}</dd>
          <dt className="text-muted-foreground">Tentativas</dt>
          <dd className="tabular-nums">{mail.attempts}</dd>
          {mail.sentAt && (
            <>
              <dt className="text-muted-foreground">Enviado em</dt>
              <dd className="tabular-nums">{formatDateTime(mail.sentAt)}</dd>
            </>
          )}
          {mail.error && (
            <>
              <dt className="text-muted-foreground">Erro</dt>
              <dd className="break-words text-destructive">{mail.error}</dd>
            </>
          )}
        </dl>
        <pre className="mt-3 max-h-64 overflow-auto rounded-lg bg-muted p-3 text-xs whitespace-pre-wrap break-words">
          {mail.text}
        </pre>
      </details>
    </li>
  );
}
