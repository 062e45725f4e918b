import type { ExplanationLine } from "@chefzap/shared";
import { ChevronDown } from "lucide-react";

/** The api's step-by-step arithmetic in pt-BR numbers, folded away until asked for. */
export function FormulaDetails({ lines }: { lines: readonly ExplanationLine[] }) {
  return (
    <details className="group rounded-lg bg-muted">
      <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between gap-2 px-3 text-sm font-semibold [&::-webkit-details-marker]:hidden">
        Como calculamos
        <ChevronDown aria-hidden="true" className="size-4 transition-transform group-open:rotate-180" />
      </summary>
      <ol className="grid gap-3 px-3 pb-3">
        {lines.map((line) => (
          <li key={line.step} className="grid gap-0.5">
            <span className="text-xs font-semibold text-muted-foreground">{line.label}</span>
            <span className="text-sm tabular-nums">{line.text}</span>
          </li>
        ))}
      </ol>
    </details>
  );
}
