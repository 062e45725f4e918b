import { lazy, Suspense, useEffect, useState } from "react";

const Toaster = lazy(async () => ({ default: (await import("./toaster")).Toaster }));

/**
 * The Toaster, once the page is idle after it first drew (or hydrated): sonner is not needed to paint,
 * and a toast made earlier waits in sonner until the Toaster shows it. Prerendered pages have no
 * Toaster in their markup, as on the first render here.
 */
export function DeferredToaster() {
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    const want = () => setWanted(true);
    if (typeof requestIdleCallback === "function") {
      const id = requestIdleCallback(want, { timeout: 1000 });
      return () => cancelIdleCallback(id);
    }
    const id = setTimeout(want, 0);
    return () => clearTimeout(id);
  }, []);
  return <Suspense fallback={null}>{wanted && <Toaster />}</Suspense>;
}
