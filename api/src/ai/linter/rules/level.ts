import type { Finding } from "../finding.ts";
import type { LintContext } from "../lint-context.ts";

// "…, fácil de fazer", "…: simples, rápido": the dish's own word for how hard it is. "Bolo simples" and
// "molho simples" name a plain dish or sauce, not an easy one, and are left alone.
const EASY = /(?:^|[,:;] |\be )(?:fácil|simples|rapidinh[oa]|descomplicad[oa])(?!\p{L})/iu;

/** An avançado recipe whose description calls the dish easy tells the cook two things at once. */
export function levelAgainstDescription({ recipe }: LintContext): Finding[] {
  if (recipe.skillLevel !== "avancado" || !EASY.test(recipe.description)) return [];
  return [
    {
      code: "level_claim",
      at: "skillLevel",
      detail: "an avançado recipe whose description calls the dish easy",
    },
  ];
}
