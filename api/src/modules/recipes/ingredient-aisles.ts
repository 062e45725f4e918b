import {
  categorizeIngredient,
  parseIngredientLine,
  shoppingFood,
  type ShoppingCategory,
} from "@chefzap/shared";
import { catalogue } from "../catalogue/index.ts";

/**
 * The shopping aisle of each ingredient line, from the food catalogue, read on the food as the list names
 * it ("fígado", not "fígado em bifes finos"). A food it does not know, or only finds inside a longer name
 * ("papel-manteiga" is no butter), keeps the keyword rule.
 */
export function ingredientAisles(lines: readonly string[]): ShoppingCategory[] {
  const foods = catalogue();
  return lines.map((line) => {
    const food = shoppingFood(parseIngredientLine(line).food) || line.trim();
    const found = foods.resolve(food);
    return found && found.via !== "partial" ? found.food.aisle : categorizeIngredient(food);
  });
}
