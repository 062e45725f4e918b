import { CHIP_COUNT } from "./constants";

export interface IngredientChip {
  /** What the chip shows, cut to fit a card. */
  short: string;
  full: string;
}

/** The first ingredients as chips, each cut to `maxChars` with an ellipsis, and how many are left out. */
export function ingredientChips(ingredients: string[], maxChars: number) {
  const chips: IngredientChip[] = ingredients.slice(0, CHIP_COUNT).map((full) => ({
    full,
    short: full.length > maxChars ? `${full.slice(0, maxChars).trimEnd()}…` : full,
  }));
  return { chips, hidden: Math.max(0, ingredients.length - CHIP_COUNT) };
}
