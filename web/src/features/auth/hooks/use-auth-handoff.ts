import type { PublicUser } from "@chefzap/shared";
import { useCallback, useState } from "react";
import { useUser } from "@/lib/session";
import { useAfterAuth, type PendingGenerate } from "./use-after-auth";

/**
 * Sign-in pages send a signed-in visitor to /dashboard, but not the one who has just signed in here:
 * caching the new user would otherwise redirect before use-after-auth picks the destination.
 */
export function useAuthHandoff(pendingGenerate: PendingGenerate) {
  const { user } = useUser();
  const { afterAuth, generation } = useAfterAuth(pendingGenerate);
  const [handingOff, setHandingOff] = useState(false);

  const onAuthenticated = useCallback(
    (signedIn: PublicUser) => {
      setHandingOff(true);
      afterAuth(signedIn);
    },
    [afterAuth],
  );

  return { alreadySignedIn: !!user && !handingOff, onAuthenticated, generation };
}
