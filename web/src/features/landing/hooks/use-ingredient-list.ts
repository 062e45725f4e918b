import { addIngredient, ingredientKey, mergeIngredients } from "@chefzap/shared";
import { useCallback, useMemo, useState } from "react";

/** The landing's ingredient list; adding follows the shared rule (trimmed, non-empty, no duplicates). */
export function useIngredientList() {
  const [ingredients, setIngredients] = useState<readonly string[]>([]);

  const add = useCallback((value: string) => setIngredients((list) => addIngredient(list, value)), []);
  const merge = useCallback(
    (values: readonly string[]) => setIngredients((list) => mergeIngredients(list, values)),
    [],
  );
  const remove = useCallback(
    (value: string) => setIngredients((list) => list.filter((item) => item !== value)),
    [],
  );
  const has = useCallback(
    (value: string) => ingredients.some((item) => ingredientKey(item) === ingredientKey(value)),
    [ingredients],
  );

  return useMemo(() => ({ ingredients, add, merge, remove, has }), [ingredients, add, merge, remove, has]);
}

export type IngredientList = ReturnType<typeof useIngredientList>;
