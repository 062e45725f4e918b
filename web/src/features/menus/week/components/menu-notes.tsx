import type { WeeklyMenu } from "@chefzap/shared";
import { Info } from "lucide-react";

/** What the plan applied and what it had to give up, folded so the week stays in view. */
export function MenuNotes({ menu }: { menu: WeeklyMenu }) {
  const lines = [...menu.notes, ...menu.relaxations];
  if (lines.length === 0) return null;
  return (
    <details className="group rounded-xl border border-accent/60 bg-accent/10 px-3 py-2 text-sm">
      <summary className="flex min-h-9 cursor-pointer items-center gap-2 font-semibold">
        <Info aria-hidden="true" className="size-4 shrink-0" />
        Como este cardápio foi montado ({lines.length})
      </summary>
      <ul className="mt-1 mb-1 grid list-disc gap-1 pl-9 text-muted-foreground">
        {lines.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
    </details>
  );
}
