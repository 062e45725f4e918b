import { parseIngredientLine, type FoodRow } from "@chefzap/shared";
import { catalogue } from "../catalogue/index.ts";

/** An ingredient line and the catalogue food it names (undefined when the catalogue does not know it). */
export interface LineFood {
  line: string;
  food: FoodRow | undefined;
}

// A name found only inside a longer text ("bloco de tofu firme") is still the food; below this the
// match is a guess and a restriction cannot be vouched for.
const TRUSTED = 0.6;

function foodText(line: string): string {
  try {
    const food = parseIngredientLine(line).food;
    return typeof food === "string" && food.trim() ? food : line;
  } catch {
    return line;
  }
}

/** Each line's food, through the catalogue (the one place that knows diets, allergens and categories). */
export function lineFoods(ingredients: readonly string[]): LineFood[] {
  return ingredients.map((line) => {
    const hit = catalogue().resolve(foodText(line));
    return { line, food: hit && hit.confidence >= TRUSTED ? hit.food : undefined };
  });
}
