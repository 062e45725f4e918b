import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect } from "react";
import { useNavigate } from "react-router";
import { toast } from "@/lib/toast";
import { useUser } from "@/lib/session";
import { savePendingIntent } from "@/lib/pending-intent";
import { generateErrorToast } from "@/lib/jobs/generate-errors";
import { PLANS_PATH } from "@/lib/plans-path";
import { connectSocket } from "@/lib/socket";
import { ApiError } from "@/lib/api-client";
import { useGenerateRecipe, type GenerateRecipeInput } from "@/lib/jobs/generate-recipe";

// Spec §8 also treats an "Unauthorized" message as a lost session, not only the status.
function isUnauthorized(error: unknown): boolean {
  if (error instanceof ApiError && error.status === 401) return true;
  return error instanceof Error && /unauthorized/i.test(error.message);
}

/**
 * Visitors keep their ingredients as a pending intent and go to sign-up; signed-in users generate
 * right away and see the live stage. A session that expired meanwhile (401) takes the visitor path.
 */
export function useLandingGenerate() {
  const { user, isLoading } = useUser();
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  // Opening the socket early puts it in the user's room before "Gerar receita" is pressed.
  useEffect(() => {
    if (user) void connectSocket();
  }, [user]);

  const sendToSignUp = useCallback(
    (ingredients: readonly string[]) => {
      savePendingIntent(ingredients);
      void navigate("/register");
    },
    [navigate],
  );

  const { mutate, isPending, stage } = useGenerateRecipe({
    onSuccess: async (recipe) => {
      await queryClient.invalidateQueries({ queryKey: ["/api/recipes"] });
      toast.success("Receita criada!", { description: recipe.title });
      void navigate(`/recipes/${recipe.id}`);
    },
    onError: (error, input) => {
      if (isUnauthorized(error)) return sendToSignUp(input.ingredients);
      generateErrorToast(error, "Tente novamente em alguns instantes.", () => void navigate(PLANS_PATH));
    },
  });

  const generate = useCallback(
    (input: GenerateRecipeInput) => {
      if (input.ingredients.length === 0 || isPending) return;
      // While /api/session is still answering we try the call: a 401 falls back to sign-up anyway.
      if (!user && !isLoading) return sendToSignUp(input.ingredients);
      mutate(input);
    },
    [user, isLoading, isPending, mutate, sendToSignUp],
  );

  return { generate, isPending, stage };
}
