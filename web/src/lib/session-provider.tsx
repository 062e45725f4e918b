import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef, type ReactNode } from "react";
import { followBillingUpdates } from "./billing-updates";
import { userQueryKey, useUser } from "./session";
import { disconnectSocket } from "./socket";
import { whenIdle } from "./when-idle";

/**
 * Keeps the live connection in step with the session: when the signed-in user changes (sign-out, or
 * another account on the same tab), the socket of the old session is closed, and the next job opens one
 * with the new cookie. Features never manage the socket's lifetime themselves. While someone is signed
 * in, a plan change pushed by the server reads the user again, so the header, the quota and every
 * Premium gate follow it on whichever page is open.
 */
export function SessionProvider({ children }: { children: ReactNode }) {
  const { user } = useUser();
  const queryClient = useQueryClient();
  const userId = user?.id ?? null;
  const previous = useRef<string | null>(userId);
  useEffect(() => {
    if (previous.current !== null && previous.current !== userId) disconnectSocket();
    previous.current = userId;
    if (userId === null) return;
    // Once the page is idle: the connection costs a phone a long task, and the page does not need it
    // to show (a job opens it at once when it starts).
    let stop: (() => void) | undefined;
    const cancel = whenIdle(() => {
      stop = followBillingUpdates(() => void queryClient.invalidateQueries({ queryKey: userQueryKey }));
    });
    return () => {
      cancel();
      stop?.();
    };
  }, [userId, queryClient]);
  return children;
}
