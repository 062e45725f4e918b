import type { ProgressStage } from "@chefzap/shared";

/** The four steps of a generation (spec §2 "Recipe-loading"), in the order the server reports them. */
export const GENERATION_STEPS: ReadonlyArray<{ stage: ProgressStage; label: string; minimumMs: number }> = [
  { stage: "analisando", label: "Analisando ingredientes com IA", minimumMs: 1500 },
  { stage: "criando", label: "Criando receita personalizada", minimumMs: 2000 },
  { stage: "calculando", label: "Calculando tempo de preparo", minimumMs: 1000 },
  { stage: "pronta", label: "Receita pronta!", minimumMs: 800 },
];

export const LAST_STEP = GENERATION_STEPS.length - 1;

export function stepIndex(stage: ProgressStage | null): number {
  return stage ? GENERATION_STEPS.findIndex((step) => step.stage === stage) : -1;
}

/** The label to show beside a running job: "Analisando ingredientes com IA…", or null before any event. */
export function stageLabel(stage: ProgressStage | null): string | null {
  const step = GENERATION_STEPS[stepIndex(stage)];
  if (!step) return null;
  return step.stage === "pronta" ? step.label : `${step.label}…`;
}
