import { cn } from "@/lib/cn";
import type { Macros } from "../types";
import { formatNumber, formatPercent } from "../lib/format";
import { macroShares } from "../lib/reference";

/**
 * Where the energy comes from, as one stacked bar (plain CSS: no chart library for three numbers).
 * The bar is hidden from screen readers; the legend below says the same in words.
 */
export function MacroChart({ perServing }: { perServing: Macros }) {
  const shares = macroShares(perServing);
  const empty = shares.every((s) => s.kcal === 0);
  return (
    <section aria-labelledby="macro-chart-title" className="grid gap-3">
      <h3 id="macro-chart-title" className="font-semibold">
        Origem das calorias
      </h3>
      {empty ? (
        <p className="text-sm text-muted-foreground">
          Sem proteínas, carboidratos ou gorduras identificados.
        </p>
      ) : (
        <>
          <div aria-hidden="true" className="flex h-4 w-full gap-0.5 overflow-hidden rounded-full bg-muted">
            {shares.map((s) =>
              s.percent > 0 ? (
                <div key={s.key} className={cn("h-full", s.className)} style={{ width: `${s.percent}%` }} />
              ) : null,
            )}
          </div>
          <ul className="grid gap-1.5 text-sm sm:grid-cols-3">
            {shares.map((s) => (
              <li key={s.key} className="flex items-center gap-2">
                <span aria-hidden="true" className={cn("size-3 shrink-0 rounded-sm", s.className)} />
                <span>
                  <span className="font-semibold">{s.label}</span>: {formatPercent(s.percent)} (
                  {formatNumber(s.grams, 1)} g, {formatNumber(s.kcal)} kcal)
                </span>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
