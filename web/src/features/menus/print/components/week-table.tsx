import type { WeeklyMenu } from "@chefzap/shared";
import { formatDayMonth, formatKcal, shortDay } from "../../week/lib/format-week";

/** Meals in the order the week first serves them (every day has the same ones). */
const slotsOf = (menu: WeeklyMenu) => [...new Set(menu.days.flatMap((day) => Object.keys(day.meals)))];

/** Days across, meals down: dish and kcal in each cell, the day's total at the foot. */
export function WeekTable({ menu }: { menu: WeeklyMenu }) {
  const slots = slotsOf(menu);
  return (
    <div className="overflow-x-auto rounded-xl border border-border print:overflow-visible print:rounded-none">
      <table className="w-full min-w-[56rem] table-fixed border-collapse text-sm print:min-w-0 print:text-[8pt] print:leading-tight">
        <caption className="sr-only">Cardápio da semana: refeições por dia</caption>
        <thead>
          <tr className="bg-muted">
            <th scope="col" className="w-28 border-b border-border p-2 text-left print:w-20 print:p-1">
              Refeição
            </th>
            {menu.days.map((day) => (
              <th
                key={day.date}
                scope="col"
                className="border-b border-l border-border p-2 text-left print:p-1"
              >
                <abbr title={day.day} className="no-underline">
                  {shortDay(day.day)}
                </abbr>{" "}
                <span className="font-normal text-muted-foreground">{formatDayMonth(day.date)}</span>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {slots.map((slot) => (
            <tr key={slot} className="align-top">
              <th scope="row" className="border-b border-border p-2 text-left font-semibold print:p-1">
                {slot}
              </th>
              {menu.days.map((day) => {
                const meal = day.meals[slot];
                return (
                  <td key={day.date} className="border-b border-l border-border p-2 print:p-1">
                    {meal ? (
                      <>
                        <span className="block leading-snug">{meal.name}</span>
                        <span className="text-xs text-muted-foreground print:text-[7pt]">
                          {formatKcal(meal.calories)} kcal · {meal.time}
                        </span>
                      </>
                    ) : (
                      "—"
                    )}
                  </td>
                );
              })}
            </tr>
          ))}
          <tr className="bg-muted/60 font-semibold">
            <th scope="row" className="p-2 text-left print:p-1">
              Total
            </th>
            {menu.days.map((day) => (
              <td key={day.date} className="border-l border-border p-2 print:p-1">
                {formatKcal(day.totalCalories)} kcal
              </td>
            ))}
          </tr>
        </tbody>
      </table>
    </div>
  );
}
