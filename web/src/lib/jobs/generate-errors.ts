import { FREE_RECIPE_QUOTA } from "@chefzap/shared";
import { toast } from "@/lib/toast";
import { ApiError } from "@/lib/api-client";

/** Our words for the api's needs_subscription (its message carries a token for older clients). */
export const OUT_OF_FREE_RECIPES = `Você já usou as ${FREE_RECIPE_QUOTA} receitas grátis. Assine o Premium para continuar.`;

export function needsSubscription(error: unknown): boolean {
  return error instanceof ApiError && error.code === "needs_subscription";
}

/**
 * The toast for a failed generation. Running out of free recipes gets its own words and a way to
 * subscribe, since "try again" would fail the same way; anything else is 'Erro ao gerar receita'.
 */
export function generateErrorToast(error: unknown, description: string, goToSubscribe: () => void): void {
  if (needsSubscription(error)) {
    toast.error("Suas receitas grátis acabaram", {
      description: OUT_OF_FREE_RECIPES,
      action: { label: "Assinar", onClick: goToSubscribe },
    });
    return;
  }
  toast.error("Erro ao gerar receita", { description });
}
