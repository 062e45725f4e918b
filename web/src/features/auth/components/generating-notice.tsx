import type { ProgressStage } from "@chefzap/shared";
import { LoaderCircle } from "lucide-react";
import { Card } from "@/components/ui/card";
import { stageLabel } from "@/lib/jobs/stages";

/** Shown on /auth while the recipe asked for before sign-in is generated, until it opens. */
export function GeneratingNotice({ stage }: { stage: ProgressStage | null }) {
  return (
    <Card role="status" aria-live="polite" className="flex items-center gap-4 p-5">
      <LoaderCircle aria-hidden="true" className="size-8 shrink-0 animate-spin text-primary" />
      <div>
        <p className="font-semibold">Gerando sua receita...</p>
        <p className="text-sm text-muted-foreground">{stageLabel(stage) ?? "Enviando seus ingredientes…"}</p>
      </div>
    </Card>
  );
}
