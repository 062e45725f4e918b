import { useQueryClient } from "@tanstack/react-query";
import { CircleAlert } from "lucide-react";
import { Alert } from "@/components/ui/alert";
import { errorMessage } from "@/lib/error-message";
import { isPremiumRequired } from "../api/create-link-code";
import { useWhatsappLink, whatsappLinkQueryKey } from "../api/get-whatsapp-link";
import { useLinkCode } from "../hooks/use-link-code";
import { GenerateCodeButton } from "./generate-code-button";
import { LinkSteps } from "./link-steps";
import { LiveCodePanel } from "./live-code-panel";
import { PlanLink } from "./plan-link";

/** Premium, no number linked yet: from "Gerar código" to the chat message, until the link shows up. */
export function LinkCodeFlow({ announce }: { announce: (notice: string) => void }) {
  const queryClient = useQueryClient();
  const { live, expired, generate, isPending, error } = useLinkCode({
    onIssued: (code) => announce(`Código gerado: ${code.split("").join(" ")}. Ele vale 10 minutos.`),
    onExpired: () => {
      announce("Código expirado. Gere um novo código.");
      // A message sent in the last seconds may have linked the number after the last poll.
      void queryClient.invalidateQueries({ queryKey: whatsappLinkQueryKey });
    },
  });
  useWhatsappLink({ watch: live !== null });

  return (
    <div className="grid gap-4">
      {live && <LiveCodePanel live={live} />}
      {expired && (
        <div className="grid gap-1">
          <p className="font-semibold">Código expirado</p>
          <p className="text-sm text-muted-foreground">
            Cada código vale 10 minutos. Gere outro para conectar.
          </p>
        </div>
      )}
      {!live && !expired && <LinkSteps />}
      {error !== null && (
        <Alert variant="destructive" role="alert">
          <CircleAlert aria-hidden="true" />
          <p>
            {errorMessage(error)}{" "}
            {isPremiumRequired(error) && <PlanLink className="font-semibold underline underline-offset-2" />}
          </p>
        </Alert>
      )}
      {!live && <GenerateCodeButton again={expired} isPending={isPending} onClick={generate} />}
    </div>
  );
}
