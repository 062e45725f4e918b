import type { Macros } from "../types";
import { formatNumber } from "../lib/format";

const ITEMS = [
  { key: "calories", label: "Calorias", unit: "kcal", digits: 0 },
  { key: "protein", label: "Proteínas", unit: "g", digits: 1 },
  { key: "carbohydrates", label: "Carboidratos", unit: "g", digits: 1 },
  { key: "fat", label: "Gorduras", unit: "g", digits: 1 },
] as const;

/**
 * Spec §3 perServing, as four figures a cook compares at a glance. `floor`: some line is left out of
 * them, so each reads "pelo menos".
 */
export function MacroSummary({ perServing, floor = false }: { perServing: Macros; floor?: boolean }) {
  return (
    <section aria-labelledby="per-serving-title" className="grid gap-3">
      <h3 id="per-serving-title" className="font-semibold">
        Por porção
      </h3>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {ITEMS.map((item) => (
          <div key={item.key} className="grid gap-0.5 rounded-xl border border-border p-3">
            <dt className="text-sm text-muted-foreground">{item.label}</dt>
            <dd className="text-xl font-bold tabular-nums">
              {floor && <span className="block text-xs font-medium text-muted-foreground">pelo menos</span>}
              {formatNumber(perServing[item.key], item.digits)}
              <span className="ml-1 text-sm font-medium text-muted-foreground">{item.unit}</span>
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
