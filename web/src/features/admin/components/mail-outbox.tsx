import type { MailStatus } from "@chefzap/shared";
import { Mail } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { errorMessage } from "@/lib/error-message";
import { useMailOutbox } from "../api/get-mail-outbox";
import { mailStatusLabels } from "../lib/mail-labels";
import { FilterSelect } from "./filter-select";
import { LoadError } from "./load-error";
import { MailOutboxItemView } from "./mail-outbox-item";
import { TableSkeleton } from "./table-skeleton";

/** The outbox, newest first: with SMTP off it is the only copy of what was sent (reset links too). */
export function MailOutbox() {
  const [status, setStatus] = useState<MailStatus | undefined>();
  const outbox = useMailOutbox(status);
  const mails = outbox.data?.pages.flatMap((page) => page.items) ?? [];

  return (
    <Card>
      <CardHeader className="gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div className="grid grid-cols-1 gap-1.5">
          <CardTitle className="flex items-center gap-2">
            <Mail aria-hidden="true" className="size-5 text-primary" />
            E-mails
          </CardTitle>
          <CardDescription>Tudo o que o ChefZap enviou ou tentou enviar.</CardDescription>
        </div>
        <FilterSelect
          id="outbox-status"
          label="Situação"
          allLabel="Todas"
          value={status}
          options={mailStatusLabels}
          onChange={setStatus}
        />
      </CardHeader>
      <CardContent className="grid grid-cols-1 gap-3">
        {outbox.isPending ? (
          <TableSkeleton rows={3} />
        ) : outbox.isError ? (
          <LoadError message={errorMessage(outbox.error)} onRetry={() => void outbox.refetch()} />
        ) : mails.length === 0 ? (
          <p className="text-sm text-muted-foreground">Nenhum e-mail nesta situação.</p>
        ) : (
          <ul aria-label="Caixa de saída" className="grid divide-y divide-border">
            {mails.map((mail) => (
              <MailOutboxItemView key={mail.id} mail={mail} />
            ))}
          </ul>
        )}
        {outbox.hasNextPage && (
          <Button
            variant="outline"
            className="justify-self-center"
            disabled={outbox.isFetchingNextPage}
            onClick={() => void outbox.fetchNextPage()}
          >
            {outbox.isFetchingNextPage ? "Carregando..." : "Carregar mais"}
          </Button>
        )}
      </CardContent>
    </Card>
  );
}
