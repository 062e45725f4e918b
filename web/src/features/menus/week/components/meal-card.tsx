import type { WeeklyMenuMeal } from "@chefzap/shared";
import { Clock, Flame } from "lucide-react";
import { formatKcal } from "../lib/format-week";
import { MealIcon } from "./menu-icons";

interface MealCardProps {
  /** The meal of the day ("Almoço"), the key of the day's map. */
  slot: string;
  meal: WeeklyMenuMeal;
}

/** One meal of the selected day: what it is, its kcal and time, and the portions in two lines. */
export function MealCard({ slot, meal }: MealCardProps) {
  return (
    <li className="grid grid-cols-[auto_1fr] gap-3 rounded-xl border border-border bg-background/60 p-3 sm:p-4">
      <span className="grid size-10 place-items-center rounded-full bg-primary/10 text-primary">
        <MealIcon meal={slot} className="size-5" />
      </span>
      <div className="grid min-w-0 gap-1">
        <p className="text-xs font-bold tracking-wide text-muted-foreground uppercase">{slot}</p>
        <h5 className="leading-snug font-semibold">{meal.name}</h5>
        <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted-foreground">
          <span className="inline-flex items-center gap-1">
            <Flame aria-hidden="true" className="size-4 text-primary" />
            {formatKcal(meal.calories)} kcal
          </span>
          <span className="inline-flex items-center gap-1">
            <Clock aria-hidden="true" className="size-4" />
            {meal.time}
          </span>
        </p>
        <p className="line-clamp-2 text-sm" title={meal.recipe}>
          {meal.ingredients.join(" · ")}
        </p>
      </div>
    </li>
  );
}
