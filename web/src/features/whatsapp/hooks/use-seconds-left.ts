import { useEffect, useState } from "react";

/** Whole seconds until `until` (ms since the epoch), never below zero, redrawn every second. */
export function useSecondsLeft(until: number): number {
  const [now, setNow] = useState(Date.now);
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, []);
  return Math.max(0, Math.ceil((until - now) / 1000));
}
