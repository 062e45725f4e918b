import { scaleIngredients, type Recipe } from "@chefzap/shared";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { toast } from "sonner";
import { useAnalyzeNutrition } from "../api/analyze-nutrition";
import { NUTRITION_ERROR_DESCRIPTION, NUTRITION_ERROR_TITLE } from "../lib/messages";
import type { NutritionAnalysis } from "../types";

/**
 * The panel's analysis at the page's servings. It sends the lines as the page shows them (scaled) with
 * the chosen servings, so the allergy list quotes what the cook reads. Once asked for, a change of
 * servings asks again on its own: the api answers from its cache, and a stale per-serving figure
 * next to a new servings choice would look like a wrong number.
 */
export function useNutritionAnalysis(recipe: Recipe, servings: number) {
  const lines = useMemo(
    () => scaleIngredients(recipe.ingredients, recipe.servings, servings),
    [recipe.ingredients, recipe.servings, servings],
  );
  // Kept apart from the mutation's data so the last result stays on screen while a new one loads.
  const [analysis, setAnalysis] = useState<NutritionAnalysis | null>(null);
  const requestedFor = useRef<number | null>(null);
  const mutation = useAnalyzeNutrition({
    onError: () => toast.error(NUTRITION_ERROR_TITLE, { description: NUTRITION_ERROR_DESCRIPTION }),
  });
  const { mutate } = mutation;

  const analyze = useCallback(() => {
    requestedFor.current = servings;
    // Callbacks given to mutate fire for the latest call only, so a slow earlier answer cannot win.
    mutate({ ingredients: lines, servings, title: recipe.title }, { onSuccess: setAnalysis });
  }, [mutate, lines, servings, recipe.title]);

  useEffect(() => {
    if (requestedFor.current !== null && requestedFor.current !== servings) analyze();
  }, [servings, analyze]);

  return {
    analysis,
    analyze,
    isPending: mutation.isPending,
    error: mutation.error,
    /** The shown result was worked out for other servings than the page's. */
    isStale: analysis !== null && analysis.servings !== servings,
  };
}
