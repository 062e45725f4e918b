import { Progress } from "@/components/ui/progress";

export function WizardProgress({ step, total }: { step: number; total: number }) {
  const label = `Etapa ${step} de ${total}`;
  return (
    <div className="grid gap-2">
      <p className="text-sm font-medium text-muted-foreground" aria-hidden="true">
        {label}
      </p>
      <Progress value={step} max={total} aria-label="Progresso do cadastro" getValueLabel={() => label} />
    </div>
  );
}
