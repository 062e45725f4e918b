import { RESTRICOES, RESTRICTION_LABELS, type Restricao } from "@chefzap/shared";
import { Check } from "lucide-react";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { cn } from "@/lib/cn";

interface RestrictionChipsProps {
  value: readonly Restricao[];
  onToggle: (id: Restricao) => void;
}

/** Multi-toggle (spec §4): each chip is a pressed or unpressed button. */
export function RestrictionChips({ value, onToggle }: RestrictionChipsProps) {
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Restrições alimentares</CardTitle>
      </CardHeader>
      <CardContent>
        <ul className="flex flex-wrap gap-2">
          {RESTRICOES.map((id) => {
            const on = value.includes(id);
            return (
              <li key={id}>
                <button
                  type="button"
                  aria-pressed={on}
                  onClick={() => onToggle(id)}
                  className={cn(
                    "inline-flex h-9 items-center gap-1 rounded-full border px-3 text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-ring",
                    on
                      ? "border-success bg-success text-success-foreground"
                      : "border-border bg-card text-foreground hover:bg-muted",
                  )}
                >
                  {on && <Check aria-hidden="true" className="size-4" />}
                  {RESTRICTION_LABELS[id]}
                </button>
              </li>
            );
          })}
        </ul>
      </CardContent>
    </Card>
  );
}
