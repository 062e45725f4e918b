import type { Micros } from "../types";
import { MICRO_ROWS } from "../lib/reference";
import { MicroBar } from "./micro-bar";

/** Spec §9: each nutrient against its daily reference; the api sends these per serving. */
export function MicronutrientBars({ totals }: { totals: Micros }) {
  return (
    <section aria-labelledby="micros-title" className="grid gap-3">
      <div>
        <h3 id="micros-title" className="font-semibold">
          Fibras, açúcares, sódio, vitaminas e minerais
        </h3>
        <p className="text-sm text-muted-foreground">Por porção, comparado à referência diária.</p>
      </div>
      <ul className="grid gap-3 sm:grid-cols-2 sm:gap-x-6">
        {MICRO_ROWS.map((row) => (
          <MicroBar key={row.key} row={row} value={totals[row.key]} />
        ))}
      </ul>
    </section>
  );
}
