import { Crown, MessageCircle } from "lucide-react";
import { useState } from "react";
import { Badge } from "@/components/ui/badge";
import { Card } from "@/components/ui/card";
import { useUser } from "@/lib/session";
import { useWhatsappLink } from "../api/get-whatsapp-link";
import { useFocusOnChange } from "../hooks/use-focus-on-change";
import { LinkCodeFlow } from "./link-code-flow";
import { LinkLoadError } from "./link-load-error";
import { LinkedStatus } from "./linked-status";
import { PremiumOffer } from "./premium-offer";
import { WhatsappLinkSkeleton } from "./whatsapp-link-skeleton";

/**
 * "Conectar WhatsApp": an account talks to the bot only from a number that sent a code shown here,
 * never from the number typed at sign-up. Rendered for a signed-in user.
 */
export function WhatsappLinkCard() {
  const { user } = useUser();
  const link = useWhatsappLink({ enabled: user !== null });
  const linked = link.data?.linked;
  const [notice, setNotice] = useState("");
  // Only changes are announced: the state found on arrival is on screen already.
  const [seen, setSeen] = useState(linked);
  if (linked !== seen) {
    setSeen(linked);
    if (seen !== undefined) setNotice(linked ? "WhatsApp conectado." : "WhatsApp desconectado.");
  }
  const headingRef = useFocusOnChange<HTMLHeadingElement>(linked);

  if (!user) return null;
  const premium = user.plan === "premium";
  const body = () => {
    if (!link.data) {
      if (link.isError) return <LinkLoadError error={link.error} onRetry={() => void link.refetch()} />;
      return <WhatsappLinkSkeleton />;
    }
    const { phone } = link.data;
    if (link.data.linked && phone) return <LinkedStatus link={{ ...link.data, phone }} premium={premium} />;
    return premium ? <LinkCodeFlow announce={setNotice} /> : <PremiumOffer />;
  };

  return (
    <Card role="region" aria-labelledby="whatsapp-link-heading" className="grid gap-4 p-5">
      <div className="flex items-center gap-3">
        <span className="grid size-11 shrink-0 place-items-center rounded-full bg-success text-success-foreground">
          <MessageCircle aria-hidden="true" className="size-5" />
        </span>
        <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <h2
            id="whatsapp-link-heading"
            ref={headingRef}
            tabIndex={-1}
            className="text-xl font-bold outline-none"
          >
            {linked ? "ChefZap no WhatsApp" : "Conectar WhatsApp"}
          </h2>
          {!premium && (
            <Badge className="gap-1 bg-accent text-accent-foreground">
              <Crown aria-hidden="true" className="size-3.5" />
              Premium
            </Badge>
          )}
        </div>
      </div>
      {body()}
      <p role="status" className="sr-only">
        {notice}
      </p>
    </Card>
  );
}
