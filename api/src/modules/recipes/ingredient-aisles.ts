import { categorizeIngredient, parseIngredientLine, type ShoppingCategory } from "@chefzap/shared";
import { catalogue } from "../catalogue/index.ts";

/**
 * The shopping aisle of each ingredient line, from the food catalogue. A food it does not know, or only
 * finds inside a longer name ("papel-manteiga" is no butter), keeps the keyword rule.
 */
export function ingredientAisles(lines: readonly string[]): ShoppingCategory[] {
  const foods = catalogue();
  return lines.map((line) => {
    const food = parseIngredientLine(line).food.trim() || line.trim();
    const found = foods.resolve(food);
    return found && found.via !== "partial" ? found.food.aisle : categorizeIngredient(food);
  });
}
