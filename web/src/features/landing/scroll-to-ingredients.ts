export const INGREDIENT_CARD_ID = "ingredientes";
export const INGREDIENT_INPUT_ID = "ingrediente-novo";

/** Brings the hero card into view and puts the cursor in its input, for mouse and keyboard users alike. */
export function scrollToIngredients(): void {
  document.getElementById(INGREDIENT_CARD_ID)?.scrollIntoView({ behavior: "smooth", block: "center" });
  document.getElementById(INGREDIENT_INPUT_ID)?.focus({ preventScroll: true });
}
