import { Progress } from "@/components/ui/progress";
import { STEP_COUNT, STEP_TITLES, stepPercent, type WizardStep } from "../lib/wizard-steps";

/** "Etapa N de 3", the percentage and the bar (spec §2). */
export function WizardProgress({ step }: { step: WizardStep }) {
  const percent = stepPercent(step);
  return (
    <div className="grid gap-2">
      <div className="flex items-baseline justify-between gap-3 text-sm">
        <p className="font-semibold" aria-live="polite">
          Etapa {step} de {STEP_COUNT}
          <span className="font-normal text-muted-foreground"> · {STEP_TITLES[step]}</span>
        </p>
        <p className="text-muted-foreground">{percent}%</p>
      </div>
      <Progress value={percent} aria-label={`Etapa ${step} de ${STEP_COUNT}`} />
    </div>
  );
}
