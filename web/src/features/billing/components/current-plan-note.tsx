import { BadgeCheck } from "lucide-react";

/** Takes the place of a plan's button when it is the plan the cook already has. */
export function CurrentPlanNote() {
  return (
    <p className="flex h-12 items-center justify-center gap-2 rounded-lg border border-dashed border-border text-sm font-semibold text-muted-foreground">
      <BadgeCheck aria-hidden="true" className="size-4 text-success" />
      Seu plano atual
    </p>
  );
}
