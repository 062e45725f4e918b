import type { HealthyFacts } from "@chefzap/shared";
import { formatNumber } from "@/lib/pt-br-format";

const ITEMS: ReadonlyArray<{ key: keyof HealthyFacts; label: string; unit: string; decimals: number }> = [
  { key: "calories", label: "Calorias", unit: "kcal", decimals: 0 },
  { key: "protein", label: "Proteínas", unit: "g", decimals: 1 },
  { key: "carbohydrates", label: "Carboidratos", unit: "g", decimals: 1 },
  { key: "fat", label: "Gorduras", unit: "g", decimals: 1 },
  { key: "saturatedFat", label: "Gord. saturada", unit: "g", decimals: 1 },
  { key: "fiber", label: "Fibras", unit: "g", decimals: 1 },
  { key: "sodium", label: "Sódio", unit: "mg", decimals: 0 },
  { key: "vitaminC", label: "Vitamina C", unit: "mg", decimals: 1 },
];

/** The per-serving numbers the server computed from TACO. */
export function NutrientGrid({ facts }: { facts: HealthyFacts }) {
  return (
    <dl aria-label="Valores por porção" className="grid grid-cols-2 gap-2 sm:grid-cols-4 lg:grid-cols-2">
      {ITEMS.map(({ key, label, unit, decimals }) => (
        <div key={key} className="rounded-lg bg-muted px-3 py-2">
          <dt className="text-xs text-muted-foreground">{label}</dt>
          <dd className="font-semibold tabular-nums">
            {formatNumber(facts[key], { maximumFractionDigits: decimals })} {unit}
          </dd>
        </div>
      ))}
    </dl>
  );
}
