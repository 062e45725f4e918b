import { useEffect, useRef, useState } from "react";

/**
 * The step on screen, moving one at a time towards `target` (the furthest step the work has reached)
 * but keeping each step visible for at least its minimum, so fast work still reads as a sequence and
 * slow work is never shown as further along than it is.
 */
export function usePacedStep(target: number, minimumsMs: readonly number[]): number {
  const [shown, setShown] = useState(0);
  const shownSince = useRef(0);

  useEffect(() => {
    shownSince.current = Date.now();
  }, [shown]);

  useEffect(() => {
    if (shown >= target) return;
    const remaining = (minimumsMs[shown] ?? 0) - (Date.now() - shownSince.current);
    const timer = setTimeout(() => setShown(shown + 1), Math.max(0, remaining));
    return () => clearTimeout(timer);
  }, [shown, target, minimumsMs]);

  return shown;
}
