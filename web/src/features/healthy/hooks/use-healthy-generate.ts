import type { HealthyRecipeResponse } from "@chefzap/shared";
import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { toast } from "sonner";
import { ApiError } from "@/lib/api-client";
import { errorMessage } from "@/lib/error-message";
import { generateErrorToast } from "@/lib/jobs/generate-errors";
import { PLANS_PATH } from "@/lib/plans-path";
import { connectSocket } from "@/lib/socket";
import { useUser } from "@/lib/session";
import { useGenerateHealthyRecipe, type HealthyRequest } from "../api/generate-healthy-recipe";

/** Spec §9: the login toast waits 2 s before /auth; a lost session (§8) waits 1 s. */
export const LOGIN_REDIRECT_MS = 2000;
export const AUTH_ERROR_REDIRECT_MS = 1000;

function isUnauthorized(error: unknown): boolean {
  if (error instanceof ApiError && error.status === 401) return true;
  return error instanceof Error && /login|unauthorized/i.test(error.message);
}

/**
 * The generate action of spec part 2 §5–§8: visitors get the login toast and go to /auth; a signed-in
 * cook generates and follows the live stages; failures are explained in pt-BR and the form is kept.
 */
export function useHealthyGenerate() {
  const { user, isLoading } = useUser();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [result, setResult] = useState<HealthyRecipeResponse | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);
  // Opening the socket early puts it in the user's room before the button is pressed.
  useEffect(() => {
    if (user) void connectSocket();
  }, [user]);

  const goToAuthIn = useCallback(
    (ms: number) => {
      clearTimeout(timer.current);
      timer.current = setTimeout(() => void navigate("/auth"), ms);
    },
    [navigate],
  );

  const { mutate, isPending, stage } = useGenerateHealthyRecipe({
    onSuccess: (answer) => {
      setResult(answer);
      void queryClient.invalidateQueries({ queryKey: ["/api/recipes"] });
      void queryClient.invalidateQueries({ queryKey: ["/api/user"] });
      toast.success("Receita saudável criada!", { description: answer.recipe.title });
    },
    onError: (error) => {
      if (isUnauthorized(error)) {
        toast.error("Login necessário", { description: "Sua sessão expirou. Entre de novo para gerar." });
        return goToAuthIn(AUTH_ERROR_REDIRECT_MS);
      }
      setFailure(errorMessage(error));
      generateErrorToast(error, errorMessage(error), () => void navigate(PLANS_PATH));
    },
  });

  const generate = useCallback(
    (request: HealthyRequest) => {
      if (isPending || isLoading) return;
      if (!user) {
        toast.error("Login necessário", {
          description: "Você precisa fazer login para gerar receitas. Redirecionando...",
        });
        return goToAuthIn(LOGIN_REDIRECT_MS);
      }
      if (request.ingredients.length === 0) {
        setFailure("Adicione pelo menos um ingrediente");
        return;
      }
      setFailure(null);
      mutate(request);
    },
    [isPending, isLoading, user, mutate, goToAuthIn],
  );

  return { generate, isPending, stage, result, failure, isSignedIn: !!user, isAuthLoading: isLoading };
}
