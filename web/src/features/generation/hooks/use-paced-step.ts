import { useEffect, useRef, useState } from "react";

/** How long a step the work has already passed stays on screen, so a burst of events reads as steps. */
export const CATCH_UP_MS = 150;
/** Once the work is done, the steps left and a glimpse of the last one take this long in all. */
export const FINISH_MS = 240;

const lessMotion = () => window.matchMedia?.("(prefers-reduced-motion: reduce)").matches ?? false;

/**
 * The step on screen out of `last + 1`. It follows `reached` (the furthest step the work has
 * reported) one step at a time and never runs ahead of it. Durations are the most a step can keep
 * the screen, never the least: a passed step stays CATCH_UP_MS, and once `done` the remaining steps
 * run through in FINISH_MS (at once for people who ask for less motion), then `finished` is true.
 */
export function usePacedStep(reached: number, done: boolean, last: number) {
  const [shown, setShown] = useState(0);
  const [finished, setFinished] = useState(false);
  // Set once, when the work is done: the remaining steps share FINISH_MS from there.
  const [finishBeat, setFinishBeat] = useState<number | null>(null);
  const shownSince = useRef(0);

  if (done && finishBeat === null) setFinishBeat(lessMotion() ? 0 : FINISH_MS / (last - shown + 1));

  useEffect(() => {
    shownSince.current = Date.now();
  }, [shown]);

  useEffect(() => {
    const target = done ? last : Math.min(reached, last);
    if (finished || (shown >= target && !done)) return;
    const beat = finishBeat ?? CATCH_UP_MS;
    const wait = Math.max(0, beat - (Date.now() - shownSince.current));
    const timer = setTimeout(() => (shown < target ? setShown(shown + 1) : setFinished(true)), wait);
    return () => clearTimeout(timer);
  }, [shown, reached, done, last, finished, finishBeat]);

  return { shown, finished };
}
