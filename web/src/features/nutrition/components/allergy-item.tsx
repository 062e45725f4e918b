import { cn } from "@/lib/cn";
import type { AllergyWarning } from "../types";
import { SEVERITY } from "../lib/labels";

export function AllergyItem({ allergy }: { allergy: AllergyWarning }) {
  const severity = SEVERITY[allergy.severity];
  return (
    <li className="grid gap-2 rounded-xl border border-border p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="font-semibold">{allergy.allergen}</h3>
        <span className={cn("rounded-full px-2.5 py-0.5 text-xs font-bold", severity.className)}>
          <span className="sr-only">Risco </span>
          {severity.label}
        </span>
      </div>
      <p className="text-sm">{allergy.description}</p>
      {allergy.ingredients.length > 0 && (
        <p className="text-sm text-muted-foreground">
          <span className="font-medium text-foreground">Presente em:</span> {allergy.ingredients.join("; ")}
        </p>
      )}
    </li>
  );
}
