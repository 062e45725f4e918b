import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { errorMessage } from "@/lib/error-message";
import { useGenerateRecipe } from "@/lib/jobs/generate-recipe";
import { generateErrorToast } from "@/lib/jobs/generate-errors";
import { clearPendingIntent } from "@/lib/pending-intent";
import { PLANS_PATH } from "@/lib/plans-path";
import { GENERATION_STEPS, LAST_STEP, stepIndex } from "@/lib/jobs/stages";
import { usePacedStep } from "./use-paced-step";

/** Spec §9: the request waits 1 s and the recipe opens 1.2 s after "Receita pronta!". */
export const REQUEST_DELAY_MS = 1000;
export const OPEN_RECIPE_DELAY_MS = 1200;

const MINIMUMS = GENERATION_STEPS.map((step) => step.minimumMs);

/**
 * /recipe-loading's work (spec §4): generates from the stored ingredients at level "iniciante",
 * follows the server's stages, then opens the recipe; on failure it explains and goes home.
 */
export function useLoadingGeneration(ingredients: readonly string[]) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [recipeId, setRecipeId] = useState<string | null>(null);
  const started = useRef(false);

  const { mutate, stage } = useGenerateRecipe({
    onSuccess: (recipe) => {
      clearPendingIntent();
      void queryClient.invalidateQueries({ queryKey: ["/api/recipes"] });
      setRecipeId(recipe.id);
    },
    onError: (error) => {
      clearPendingIntent();
      generateErrorToast(error, errorMessage(error), () => void navigate(PLANS_PATH));
      void navigate("/", { replace: true });
    },
  });

  useEffect(() => {
    const timer = setTimeout(() => {
      // The ref survives StrictMode's second mount, so the recipe is asked for once.
      if (started.current) return;
      started.current = true;
      mutate({ ingredients, skillLevel: "iniciante" });
    }, REQUEST_DELAY_MS);
    return () => clearTimeout(timer);
  }, [ingredients, mutate]);

  // Success means the recipe exists even if some stage events never arrived.
  const shown = usePacedStep(recipeId ? LAST_STEP : Math.max(0, stepIndex(stage)), MINIMUMS);
  const redirecting = recipeId !== null && shown === LAST_STEP;

  useEffect(() => {
    if (!redirecting) return;
    const timer = setTimeout(() => navigate(`/recipes/${recipeId}`, { replace: true }), OPEN_RECIPE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [redirecting, recipeId, navigate]);

  return { shown, redirecting };
}
