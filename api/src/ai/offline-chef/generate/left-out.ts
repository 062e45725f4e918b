import type { GeneratedRecipe } from "@chefzap/shared";
import { isMainFood, sideDishOf } from "../knowledge/side-dishes.ts";
import type { FoodUse } from "../types.ts";
import type { DishPlan } from "./plan-dish.ts";

type LeftOut = GeneratedRecipe["leftOut"][number];

function mainProtein(plan: DishPlan): FoodUse | undefined {
  return plan.placed.find((use) => use.food.role === "protein");
}

/** Why a food the cook offered stayed out of this dish, in words a cook would use. */
export function reasonFor(use: FoodUse, plan: DishPlan, dishRef: string): string {
  const { food } = use;
  const flavour = plan.template.flavour;
  if (flavour === "savory" && food.flavour === "sweet")
    return `${use.display} é doce e não combina com ${dishRef}`;
  if (flavour === "sweet" && food.flavour === "savory")
    return `${use.display} é de receitas salgadas e não combina com ${dishRef}`;
  const protein = mainProtein(plan);
  if (food.role === "protein" && protein)
    return `${dishRef} já tem ${protein.display} como proteína; guarde ${use.display} para outra receita`;
  const staple = plan.placed.find((placed) => sideDishOf(placed.food));
  if (sideDishOf(food) && staple)
    return `${dishRef} já leva ${staple.display} como base, e ${use.display} junto pesaria o prato; guarde para outra refeição`;
  if (isMainFood(food))
    return `${use.display} pede um prato próprio, que ${dishRef} não é; peça uma Nova Versão para uma receita com ${use.display}`;
  return `${use.display} não tem lugar em ${dishRef}; peça uma Nova Versão para aproveitar esse ingrediente`;
}

export function unknownReason(raw: string): LeftOut {
  const text = raw.trim();
  return text
    ? {
        ingredient: raw,
        reason: `não reconheci "${text}" como ingrediente, então ficou de fora para não arriscar a receita`,
      }
    : { ingredient: raw, reason: "ingrediente vazio" };
}
