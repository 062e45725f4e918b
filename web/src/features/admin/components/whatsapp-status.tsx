import { MessageCircle } from "lucide-react";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { useWhatsappStatus } from "../api/get-whatsapp-status";
import { Loaded } from "./loaded";
import { TableSkeleton } from "./table-skeleton";
import { WhatsappAccount } from "./whatsapp-account";

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
                  <WhatsappAccount key={account.account} status={account} />
                ))}
              </ul>
            )
          }
        </Loaded>
      </CardContent>
    </Card>
  );
}
