import type { FoodEntry } from "../types.ts";
import { foodOfLine, type Draft } from "./recipe-draft.ts";
import { removeFood } from "./remove-food.ts";

/** Chillies and hot sauces; pimentão is a pepper that does not burn, and pimenta-do-reino barely. */
function burns(food: FoodEntry): boolean {
  return food.tags.has("hot");
}

function listed(draft: Draft, test: (food: FoodEntry) => boolean): FoodEntry[] {
  return draft.ingredients.map(foodOfLine).filter((food): food is FoodEntry => Boolean(food && test(food)));
}

/**
 * "menos picante", "nada apimentado": the chillies and hot sauces go, and the heat is served apart.
 * Returns what was understood and why not, in pt-BR, when nothing in the dish burns.
 */
export function lessHeat(draft: Draft): string | undefined {
  const hot = listed(draft, burns);
  if (hot.length === 0)
    return "Entendi que você quer a receita menos picante, mas ela não leva pimenta que arde.";
  for (const food of hot) removeFood(draft, food.key, "retirado para a receita ficar menos picante");
  draft.tips.push("Quem gosta de ardor pode servir pimenta à parte, na mesa.");
  draft.labels.push("menos picante");
  return undefined;
}

/** "sem pimenta": every pepper goes, pimenta-do-reino too, but not the pimentão. */
export function withoutPepper(draft: Draft): string | undefined {
  const peppers = listed(draft, (food) => burns(food) || food.key === "pimenta_do_reino");
  if (peppers.length === 0)
    return "Entendi que você quer a receita sem pimenta, mas ela já não leva pimenta.";
  for (const food of peppers) removeFood(draft, food.key, "removido a pedido (sem pimenta)");
  draft.labels.push("sem pimenta");
  return undefined;
}
