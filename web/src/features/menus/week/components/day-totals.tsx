import type { WeeklyMenu, WeeklyMenuDay } from "@chefzap/shared";
import { formatNumber } from "@/lib/pt-br-format";
import { formatKcal } from "../lib/format-week";

const grams = (value: number) => formatNumber(value, { maximumFractionDigits: 0 });

/** The day against the target: energy first, then the three macros in grams. */
export function DayTotals({ day, targets }: { day: WeeklyMenuDay; targets: WeeklyMenu["targets"] }) {
  const macros = [
    { label: "Proteínas", value: day.protein, target: targets.protein },
    { label: "Carboidratos", value: day.carbs, target: targets.carbs },
    { label: "Gorduras", value: day.fat, target: targets.fat },
  ];
  return (
    <div className="grid gap-3 rounded-xl bg-muted/60 p-3 sm:p-4">
      <p className="text-sm">
        <span className="font-semibold">Total do dia: {formatKcal(day.totalCalories)} kcal</span>{" "}
        <span className="text-muted-foreground">de {formatKcal(targets.calories)} kcal da meta</span>
      </p>
      <dl className="grid grid-cols-3 gap-2 text-center">
        {macros.map(({ label, value, target }) => (
          <div key={label} className="rounded-lg bg-card px-2 py-2">
            <dt className="text-xs text-muted-foreground">{label}</dt>
            <dd className="text-sm font-semibold">
              {/* Each quantity stays whole on a narrow tile: "76 g" over "/ 52 g", never a lone "g". */}
              <span className="whitespace-nowrap">{grams(value)} g</span>{" "}
              <span className="whitespace-nowrap font-normal text-muted-foreground">/ {grams(target)} g</span>
            </dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
