export const STEP_COUNT = 3;
export type WizardStep = 1 | 2 | 3;

export const STEP_TITLES: Record<WizardStep, string> = {
  1: "Informações Pessoais",
  2: "Preferências",
  3: "Seu Cardápio",
};

/** "Etapa 2 de 3" sits beside 67 %. */
export const stepPercent = (step: WizardStep) => Math.round((step / STEP_COUNT) * 100);
