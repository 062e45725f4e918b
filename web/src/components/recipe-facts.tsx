import { Clock, Users } from "lucide-react";
import type { ReactNode } from "react";

/** "40 min · 4 porções" with their icons, as every recipe card shows them; `children` adds more facts. */
export function RecipeFacts({
  minutes,
  servings,
  children,
}: {
  minutes: number;
  servings: number;
  children?: ReactNode;
}) {
  return (
    <p className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-muted-foreground">
      <span className="inline-flex items-center gap-1">
        <Clock aria-hidden="true" className="size-4" />
        {minutes} min
      </span>
      <span className="inline-flex items-center gap-1">
        <Users aria-hidden="true" className="size-4" />
        {servings} {servings === 1 ? "porção" : "porções"}
      </span>
      {children}
    </p>
  );
}
