import type { PublicUser } from "@chefzap/shared";
import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useRef } from "react";
import { useNavigate } from "react-router";
import { useGenerateRecipe } from "@/lib/jobs/generate-recipe";
import { generateErrorToast } from "@/lib/jobs/generate-errors";
import { clearPendingIntent, readPendingIntent } from "@/lib/pending-intent";
import { errorMessage } from "@/lib/error-message";
import { PLANS_PATH } from "@/lib/plans-path";
import { takeReturnPath } from "@/lib/return-after-auth";
import { userQueryKey } from "@/lib/session";

/** Spec §9: the post-login redirect waits 200 ms so the success feedback is seen. */
export const AFTER_AUTH_DELAY_MS = 200;

/**
 * What a stored "generate" intent does once signed in (spec §2, §4): the sign-up wizard hands it to
 * /recipe-loading; the /auth tabs generate on the spot and open the recipe.
 */
export type PendingGenerate = "loading-page" | "here";

/**
 * Returns the handler for a successful login or registration (spec §4): caches the user, then routes
 * admins to /admin (the server's role, never the username), a pending generate intent onwards, a
 * visitor who came from a page that asked to be reopened (the plans) back there, and everyone else to
 * /dashboard. `generation` is the inline generation's state, for the page to show.
 */
export function useAfterAuth(pendingGenerate: PendingGenerate) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const generation = useGenerateRecipe({
    onSuccess: async (recipe) => {
      await queryClient.invalidateQueries({ queryKey: ["/api/recipes"] });
      void navigate(`/recipes/${recipe.id}`);
    },
    onError: (error) => {
      generateErrorToast(error, errorMessage(error), () => void navigate(PLANS_PATH));
      void navigate("/dashboard");
    },
  });
  const { mutate } = generation;

  useEffect(() => () => clearTimeout(timer.current), []);

  const afterAuth = useCallback(
    (user: PublicUser) => {
      queryClient.setQueryData(userQueryKey, user);
      const later = (path: string) => {
        timer.current = setTimeout(() => navigate(path), AFTER_AUTH_DELAY_MS);
      };
      const returnPath = takeReturnPath();
      if (user.isAdmin) return later("/admin");
      const intent = readPendingIntent();
      if (intent.kind === "generate") {
        if (pendingGenerate === "loading-page") return void navigate("/recipe-loading");
        // Cleared first: a failure must not leave an intent that would generate again on the next login.
        clearPendingIntent();
        return mutate({ ingredients: intent.ingredients });
      }
      if (intent.kind !== "none") clearPendingIntent();
      later(returnPath ?? "/dashboard");
    },
    [queryClient, navigate, mutate, pendingGenerate],
  );

  return { afterAuth, generation: { isPending: generation.isPending, stage: generation.stage } };
}
