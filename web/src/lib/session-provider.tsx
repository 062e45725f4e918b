import { useEffect, useRef, type ReactNode } from "react";
import { useUser } from "./session";
import { disconnectSocket } from "./socket";

/**
 * Keeps the live connection in step with the session: when the signed-in user changes (sign-out, or
 * another account on the same tab), the socket of the old session is closed, and the next job opens one
 * with the new cookie. Features never manage the socket's lifetime themselves.
 */
export function SessionProvider({ children }: { children: ReactNode }) {
  const { user } = useUser();
  const userId = user?.id ?? null;
  const previous = useRef<string | null>(userId);
  useEffect(() => {
    if (previous.current !== null && previous.current !== userId) disconnectSocket();
    previous.current = userId;
  }, [userId]);
  return children;
}
