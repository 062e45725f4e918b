import type { ProgressStage } from "@chefzap/shared";
import { progressLabel } from "../lib/progress-label";

interface ProgressLineProps {
  working: boolean;
  stage: ProgressStage | null;
  /** The answer's words are on the page as they are written; they stand in for the line. */
  writing: boolean;
}

/**
 * While the chef works: three dots and the stage the api reports. The status region stays in the page
 * so each new stage is announced.
 */
export function ProgressLine({ working, stage, writing }: ProgressLineProps) {
  return (
    <div role="status" className="min-h-6 pl-10.5">
      {working && writing && <span className="sr-only">Escrevendo a resposta…</span>}
      {working && !writing && (
        <p className="inline-flex items-center gap-2 text-sm text-muted-foreground">
          <span aria-hidden="true" className="inline-flex gap-1">
            {[0, 150, 300].map((delay) => (
              <span
                key={delay}
                className="size-1.5 animate-bounce rounded-full bg-primary"
                style={{ animationDelay: `${delay}ms` }}
              />
            ))}
          </span>
          {progressLabel(stage)}
        </p>
      )}
    </div>
  );
}
