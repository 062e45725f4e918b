import { OBJETIVO_LABELS, type AdminRecipe } from "@chefzap/shared";

export const recipeSourceLabels: Record<AdminRecipe["source"], string> = {
  llm: "IA",
  offline: "Chef offline",
  user: "Escrita",
};

/** The weekly-menu form's objetivo as the wizard names it; an unknown value shows as stored. */
export const objectiveLabel = (objective: string | null) =>
  objective ? (OBJETIVO_LABELS[objective as keyof typeof OBJETIVO_LABELS] ?? objective) : "—";
