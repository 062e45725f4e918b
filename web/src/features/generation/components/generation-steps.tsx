import { Check, Circle, LoaderCircle } from "lucide-react";
import { cn } from "@/lib/cn";
import { GENERATION_STEPS, LAST_STEP } from "@/lib/jobs/stages";

/** The four steps with the current one spinning; the last one is done as soon as it shows. */
export function GenerationSteps({ current }: { current: number }) {
  return (
    <ol className="grid gap-3" aria-label="Etapas da geração">
      {GENERATION_STEPS.map(({ stage, label }, i) => {
        const done = i < current || (i === current && current === LAST_STEP);
        const active = i === current && !done;
        return (
          <li
            key={stage}
            aria-current={i === current ? "step" : undefined}
            className={cn(
              "flex items-center gap-3 rounded-xl border px-4 py-3 text-sm transition-colors",
              active && "border-primary bg-primary/5 font-semibold",
              done && "border-success/40 bg-success/10",
              !active && !done && "border-border text-muted-foreground",
            )}
          >
            {done ? (
              <Check aria-hidden="true" className="size-5 shrink-0 text-success" />
            ) : active ? (
              <LoaderCircle aria-hidden="true" className="size-5 shrink-0 animate-spin text-primary" />
            ) : (
              <Circle aria-hidden="true" className="size-5 shrink-0" />
            )}
            {label}
          </li>
        );
      })}
    </ol>
  );
}
