import type { MacroTarget } from "@chefzap/shared";
import { formatInteger } from "../lib/format";

/** One macronutrient: grams a day and its share of the energy, drawn as a bar. */
export function MacroTile({ name, target, tone }: { name: string; target: MacroTarget; tone: string }) {
  return (
    <li className="grid grid-cols-[1fr_auto] items-baseline gap-x-2 gap-y-1.5 rounded-lg border border-border p-3 sm:grid-cols-1">
      <span className="text-sm font-semibold">{name}</span>
      <span className="text-xl font-bold tabular-nums">{formatInteger(target.grams)} g</span>
      <span aria-hidden="true" className="col-span-2 h-2 overflow-hidden rounded-full bg-muted sm:col-span-1">
        <span className={`block h-full rounded-full ${tone}`} style={{ width: `${target.percent}%` }} />
      </span>
      <span className="col-span-2 text-xs text-muted-foreground sm:col-span-1">
        {target.percent}% da energia
      </span>
    </li>
  );
}
