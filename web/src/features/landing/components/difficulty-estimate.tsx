import { DIFFICULTY_LEVELS, estimateLandingDifficulty } from "@chefzap/shared";
import { Gauge } from "lucide-react";
import { cn } from "@/lib/cn";

export function DifficultyEstimate({ ingredients }: { ingredients: readonly string[] }) {
  const estimate = estimateLandingDifficulty(ingredients);
  return (
    <div className="flex items-center justify-between gap-3 rounded-xl bg-muted px-4 py-3">
      <div className="flex items-center gap-2">
        <Gauge className="size-4 text-primary" aria-hidden="true" />
        <div>
          <p className="text-xs text-muted-foreground">Dificuldade estimada</p>
          <p className="text-sm font-semibold" aria-live="polite">
            Nível {estimate.level} · {estimate.name}
          </p>
        </div>
      </div>
      <div className="flex gap-1" aria-hidden="true">
        {DIFFICULTY_LEVELS.map(({ level }) => (
          <span
            key={level}
            className={cn("h-2 w-4 rounded-full", level <= estimate.level ? "bg-primary" : "bg-border")}
          />
        ))}
      </div>
    </div>
  );
}
