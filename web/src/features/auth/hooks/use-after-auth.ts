import type { PublicUser } from "@chefzap/shared";
import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useRef } from "react";
import { useNavigate, type NavigateFunction } from "react-router";
import { clearPendingIntent, readPendingIntent } from "@/features/generation/pending-intent";
import { userQueryKey } from "../api/get-user";

/** Spec §9: the post-login redirect waits 200 ms so the success feedback is seen. */
export const AFTER_AUTH_DELAY_MS = 200;

/**
 * Where a stored "generate" intent leads once signed in. Until /recipe-loading exists the intent stays
 * stored and the dashboard shows the saved ingredients; the generation issue swaps this for
 * `navigate("/recipe-loading")`.
 */
export function continuePendingGenerate(navigate: NavigateFunction): void {
  navigate("/dashboard");
}

/**
 * Returns the handler for a successful login or registration (spec §4): caches the user, then routes
 * admins to /admin (the server's role, never the username), a pending generate intent onwards, and
 * everyone else to /dashboard.
 */
export function useAfterAuth(): (user: PublicUser) => void {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  return useCallback(
    (user: PublicUser) => {
      queryClient.setQueryData(userQueryKey, user);
      const later = (path: string) => {
        timer.current = setTimeout(() => navigate(path), AFTER_AUTH_DELAY_MS);
      };
      if (user.isAdmin) return later("/admin");
      const intent = readPendingIntent();
      if (intent.kind === "generate") return continuePendingGenerate(navigate);
      if (intent.kind === "malformed") clearPendingIntent();
      later("/dashboard");
    },
    [queryClient, navigate],
  );
}
