import { cn } from "@/lib/cn";
import { formatNumber } from "../lib/format";
import { scoreBand } from "../lib/reference";

/** The score as a number, a word and a meter; the word carries the meaning for those who miss colour. */
export function HealthScoreMeter({ score }: { score: number }) {
  const value = Math.min(100, Math.max(0, score));
  const band = scoreBand(value);
  return (
    <section aria-labelledby="health-score-title" className="grid gap-2 rounded-xl bg-muted p-4">
      <div className="flex items-baseline justify-between gap-3">
        <h3 id="health-score-title" className="font-semibold">
          Pontuação de saúde
        </h3>
        <p className="text-sm text-muted-foreground">{band.label}</p>
      </div>
      <p className="text-3xl font-bold tabular-nums">
        {formatNumber(value)}
        <span className="text-base font-medium text-muted-foreground"> / 100</span>
      </p>
      <div
        role="meter"
        aria-label="Pontuação de saúde"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={value}
        aria-valuetext={`${formatNumber(value)} de 100, ${band.label.toLowerCase()}`}
        className="h-3 w-full overflow-hidden rounded-full bg-card"
      >
        <div className={cn("h-full rounded-full", band.className)} style={{ width: `${value}%` }} />
      </div>
    </section>
  );
}
