import type { UseFormReturn } from "react-hook-form";
import type { RecipeField, RecipeFormValues } from "./recipe-form-values";

/**
 * Focuses a field and brings it to the middle of the screen: the browser's own scroll on focus stops
 * at the top edge, where the sticky header covers the field and its message.
 */
export function focusField(form: UseFormReturn<RecipeFormValues>, name: RecipeField): void {
  form.setFocus(name);
  const focused = document.activeElement;
  if (focused instanceof HTMLElement) focused.scrollIntoView?.({ block: "center" });
}
