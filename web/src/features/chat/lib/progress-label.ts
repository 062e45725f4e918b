import type { ProgressStage } from "@chefzap/shared";

const labels: Record<ProgressStage, string> = {
  analisando: "Analisando…",
  criando: "Criando sua receita…",
  calculando: "Calculando a nutrição…",
  pronta: "Receita pronta!",
};

/** The line under the conversation while the chef works; most answers come before any stage. */
export function progressLabel(stage: ProgressStage | null): string {
  return stage ? labels[stage] : "Pensando…";
}
