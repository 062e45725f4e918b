import type { GeneratedRecipe } from "@chefzap/shared";
import { catalogue } from "../../../modules/catalogue/index.ts";
import { PANTRY_KEYS } from "../knowledge/catalogue.ts";
import { isMainFood, sideDishOf } from "../knowledge/side-dishes.ts";
import type { FoodUse } from "../types.ts";
import type { DishPlan } from "./plan-dish.ts";

type LeftOut = GeneratedRecipe["leftOut"][number];

/** Roles a cook calls "doce" themselves; café or tapioca granulada only go in sweets, they are not sweet. */
const TASTES_SWEET: ReadonlySet<string> = new Set(["sweet", "fruit"]);

function mainProtein(plan: DishPlan): FoodUse | undefined {
  return plan.placed.find((use) => use.food.role === "protein");
}

/**
 * How a reason names the dish: "uns ovos mexidos" and "umas torradas" read as "ovos mexidos" and
 * "torradas" ("não tem lugar em torradas com queijo"), and take a plural verb ("ovos mexidos já têm").
 */
function dishPhrase(ref: string) {
  const plural = /^(uns|umas) /.test(ref);
  return {
    dishRef: plural ? ref.replace(/^(uns|umas) /, "") : ref,
    has: plural ? "têm" : "tem",
    takes: plural ? "levam" : "leva",
    is: plural ? "são" : "é",
  };
}

/** Why a food the cook offered stayed out of this dish, in words a cook would use. */
export function reasonFor(use: FoodUse, plan: DishPlan, ref: string): string {
  const { dishRef, has, takes, is } = dishPhrase(ref);
  const { food } = use;
  const flavour = plan.template.flavour;
  if (flavour === "savory" && food.flavour === "sweet")
    return TASTES_SWEET.has(food.role)
      ? `${use.display} é doce e não combina com ${dishRef}`
      : `${use.display} é de receitas doces e não combina com ${dishRef}`;
  if (flavour === "sweet" && food.flavour === "savory")
    return `${use.display} é de receitas salgadas e não combina com ${dishRef}`;
  const protein = mainProtein(plan);
  if (food.role === "protein" && protein)
    return `${dishRef} já ${has} ${protein.display} como proteína; guarde ${use.display} para outra receita`;
  const staple = plan.placed.find((placed) => sideDishOf(placed.food));
  if (sideDishOf(food) && staple)
    return `${dishRef} já ${takes} ${staple.display} como base, e ${use.display} junto pesaria o prato; guarde para outra refeição`;
  // Salt or garlic is in every kitchen: "ask for another version to use it" would be a joke.
  if (PANTRY_KEYS.has(food.key)) return `${use.display} não vai em ${dishRef}`;
  if (isMainFood(food))
    return `${use.display} pede um prato próprio, que ${dishRef} não ${is}; peça uma Nova Versão para uma receita com ${use.display}`;
  return `${use.display} não tem lugar em ${dishRef}; peça uma Nova Versão para aproveitar esse ingrediente`;
}

/**
 * Why a typed ingredient the chef has no recipe use for stayed out: a food the catalogue knows (chá-mate,
 * a drink) simply does not go in this dish; only a text nobody knows is "not recognised".
 */
export function unknownReason(raw: string, ref: string): LeftOut {
  const { dishRef } = dishPhrase(ref);
  const text = raw.trim();
  if (!text) return { ingredient: raw, reason: "ingrediente vazio" };
  const known = (catalogue().resolve(text)?.confidence ?? 0) >= KNOWN;
  return {
    ingredient: raw,
    reason: known
      ? `${text} não combina com ${dishRef}`
      : `não reconheci "${text}" como ingrediente, então ficou de fora para não arriscar a receita`,
  };
}

// A misspelling or a name inside a longer text is the catalogue's guess, not the cook's food.
const KNOWN = 0.9;
