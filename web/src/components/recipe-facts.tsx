import { minutesWithWaits, recipeWaits, type Wait } from "@chefzap/shared";
import { Clock, Users } from "lucide-react";
import type { ReactNode } from "react";

/**
 * "40 min · 4 porções" with their icons, as every recipe card shows them; `children` adds more facts.
 * The waits the steps state follow the minutes ("70 min + 4 h na geladeira"), read from the steps or
 * given as the community list sends them.
 */
export function RecipeFacts({
  minutes,
  instructions = [],
  waits = recipeWaits(instructions),
  servings,
  children,
}: {
  minutes: number;
  instructions?: readonly string[];
  waits?: readonly Wait[];
  servings: number;
  children?: ReactNode;
}) {
  return (
    <p className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-muted-foreground">
      <span className="inline-flex items-center gap-1">
        <Clock aria-hidden="true" className="size-4" />
        {minutesWithWaits(minutes, waits)}
      </span>
      <span className="inline-flex items-center gap-1">
        <Users aria-hidden="true" className="size-4" />
        {servings} {servings === 1 ? "porção" : "porções"}
      </span>
      {children}
    </p>
  );
}
