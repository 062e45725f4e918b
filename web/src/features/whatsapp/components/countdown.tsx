import { Timer } from "lucide-react";
import { useSecondsLeft } from "../hooks/use-seconds-left";
import { clockText } from "../lib/link-code";

/**
 * A timer role is never announced by itself (its live setting is off), so screen readers can read the
 * time left when asked without hearing it every second; the card announces only the expiry.
 */
export function Countdown({ until }: { until: number }) {
  const left = useSecondsLeft(until);
  return (
    <p role="timer" className="flex items-center gap-1.5 text-sm text-muted-foreground">
      <Timer aria-hidden="true" className="size-4" />
      Expira em <span className="font-semibold tabular-nums text-foreground">{clockText(left)}</span>
    </p>
  );
}
