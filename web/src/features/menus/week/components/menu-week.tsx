import type { WeeklyMenu } from "@chefzap/shared";
import { useState } from "react";
import { cn } from "@/lib/cn";
import { formatDayMonth, shortDay } from "../lib/format-week";
import { DayTotals } from "./day-totals";
import { MealCard } from "./meal-card";

/** One button per day (spec §2) and the selected day's meals, in the order of the day. */
export function MenuWeek({ menu }: { menu: WeeklyMenu }) {
  const [selected, setSelected] = useState(0);
  const day = menu.days[selected] ?? menu.days[0];
  if (!day) return null;
  return (
    <div className="grid gap-4">
      <div role="group" aria-label="Dias da semana" className="grid grid-cols-7 gap-1 sm:gap-2">
        {menu.days.map((d, i) => (
          <button
            key={d.date}
            type="button"
            aria-pressed={i === selected}
            onClick={() => setSelected(i)}
            className={cn(
              "grid min-h-12 place-items-center rounded-lg border px-0.5 py-1.5 text-xs font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring sm:text-sm",
              i === selected
                ? "border-primary bg-primary text-primary-foreground"
                : "border-input bg-card hover:bg-muted",
            )}
          >
            {/* Heard in full; an aria-label would not contain the short words on screen. */}
            <span aria-hidden="true">{shortDay(d.day)}</span>
            <span aria-hidden="true" className={cn("font-normal", i !== selected && "opacity-80")}>
              {formatDayMonth(d.date)}
            </span>
            <span className="sr-only">{`${d.day}, ${formatDayMonth(d.date)}`}</span>
          </button>
        ))}
      </div>
      <section aria-label={day.day} className="grid gap-3">
        <h4 className="font-bold">{day.day}</h4>
        <ul className="grid gap-3 lg:grid-cols-2">
          {Object.entries(day.meals).map(([slot, meal]) => (
            <MealCard key={slot} slot={slot} meal={meal} />
          ))}
        </ul>
        <DayTotals day={day} targets={menu.targets} />
      </section>
    </div>
  );
}
