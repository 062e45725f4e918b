import type { ProgressStage } from "@chefzap/shared";

/**
 * The four steps of a generation (spec §2 "Recipe-loading"), in the order the server reports them.
 * The spec times them (1500, 2000, 1000, 800 ms); here they follow the server's events instead, and
 * those times are only the most the animation may take.
 */
export const GENERATION_STEPS: ReadonlyArray<{ stage: ProgressStage; label: string }> = [
  { stage: "analisando", label: "Analisando ingredientes com IA" },
  { stage: "criando", label: "Criando receita personalizada" },
  { stage: "calculando", label: "Calculando tempo de preparo" },
  { stage: "pronta", label: "Receita pronta!" },
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
