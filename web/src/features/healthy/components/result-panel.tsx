import type { HealthyRecipeResponse, ProgressStage } from "@chefzap/shared";
import { AlertCircle, Salad } from "lucide-react";
import type { ReactNode } from "react";
import { Card } from "@/components/ui/card";
import { GENERATION_STEPS, stepIndex } from "@/lib/jobs/stages";
import { cn } from "@/lib/cn";
import { HealthyResult } from "./healthy-result";

interface ResultPanelProps {
  result: HealthyRecipeResponse | null;
  pending: boolean;
  stage: ProgressStage | null;
  failure: string | null;
  /** The generate button, shown with the placeholder and under a result. */
  action: ReactNode;
}

function LiveSteps({ stage }: { stage: ProgressStage | null }) {
  const current = Math.max(0, stepIndex(stage));
  return (
    <ol aria-label="Etapas da geração" className="grid gap-2 text-sm">
      {GENERATION_STEPS.map((step, i) => (
        <li
          key={step.stage}
          aria-current={i === current ? "step" : undefined}
          className={cn(
            "rounded-lg border px-3 py-2",
            i < current && "border-success/40 bg-success/10",
            i === current && "border-primary bg-primary/5 font-semibold",
            i > current && "border-border text-muted-foreground",
          )}
        >
          {step.label}
        </li>
      ))}
    </ol>
  );
}

/** The side panel (below the form on phones): placeholder, live steps, then the checked recipe. */
export function ResultPanel({ result, pending, stage, failure, action }: ResultPanelProps) {
  return (
    <Card aria-live="polite" className="grid gap-5 p-5 sm:p-6 lg:sticky lg:top-24">
      {pending ? (
        <div className="grid gap-3">
          <h2 className="text-lg font-bold">Preparando sua receita saudável</h2>
          <p className="text-sm text-muted-foreground">
            Criamos o prato e conferimos calorias, nutrientes e restrições pela Tabela TACO.
          </p>
          <LiveSteps stage={stage} />
        </div>
      ) : result ? (
        <HealthyResult result={result} />
      ) : (
        <div className="grid justify-items-center gap-3 py-6 text-center">
          <span className="grid size-14 place-items-center rounded-full bg-success/10 text-success">
            <Salad aria-hidden="true" className="size-7" />
          </span>
          <h2 className="text-lg font-bold">Sua Receita Saudável Aparecerá Aqui</h2>
          <p className="max-w-xs text-sm text-muted-foreground">
            Escolha os ingredientes, o objetivo e as restrições. Conferimos cada número antes de mostrar.
          </p>
        </div>
      )}
      {failure && !pending && (
        <p role="alert" className="flex gap-2 rounded-lg bg-destructive/10 p-3 text-sm text-destructive">
          <AlertCircle aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {failure}
        </p>
      )}
      {action}
    </Card>
  );
}
