import { MessageCircle } from "lucide-react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { PLANS_PATH } from "@/lib/plans-path";

export function WhatsappSection() {
  return (
    <section
      aria-labelledby="whatsapp"
      className="flex flex-col gap-6 rounded-3xl border border-success/30 bg-success/10 p-6 sm:flex-row sm:items-center sm:p-10"
    >
      <span className="grid size-16 shrink-0 place-items-center rounded-2xl bg-success text-success-foreground">
        <MessageCircle className="size-8" aria-hidden="true" />
      </span>
      <div className="flex-1 space-y-2">
        <h2 id="whatsapp" className="text-2xl font-extrabold tracking-tight">
          ChefZap no WhatsApp
        </h2>
        <p className="text-muted-foreground">
          No Premium, mande seus ingredientes por mensagem e receba a receita ali mesmo na conversa, sem abrir
          o site.
        </p>
      </div>
      <Button asChild variant="outline" className="shrink-0">
        <Link to={PLANS_PATH}>Conhecer o Premium</Link>
      </Button>
    </section>
  );
}
