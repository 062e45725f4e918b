import { parseIngredientLine } from "@chefzap/shared";
import { CHIP_COUNT } from "./constants";

export interface IngredientChip {
  /** What the chip shows: the food without its amount ("fubá", not "2 xícaras (chá) de fubá"), cut to fit. */
  short: string;
  /** The whole line, for screen readers and the tooltip. */
  full: string;
}

/** The first ingredients as chips, each cut to `maxChars` with an ellipsis, and how many are left out. */
export function ingredientChips(ingredients: string[], maxChars: number) {
  const chips: IngredientChip[] = ingredients.slice(0, CHIP_COUNT).map((full) => {
    const food = parseIngredientLine(full).food || full;
    return { full, short: food.length > maxChars ? `${food.slice(0, maxChars).trimEnd()}…` : food };
  });
  return { chips, hidden: Math.max(0, ingredients.length - CHIP_COUNT) };
}
