import type { HealthGoal } from "@chefzap/shared";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { cn } from "@/lib/cn";
import { GOAL_CARDS } from "../lib/goals";

interface GoalCardsProps {
  value: HealthGoal;
  onChange: (goal: HealthGoal) => void;
}

/** Single choice (spec §4), as a radio group so keyboards and screen readers read it as one. */
export function GoalCards({ value, onChange }: GoalCardsProps) {
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2" id="health-goal-title">
          Objetivo de saúde
        </CardTitle>
      </CardHeader>
      <CardContent>
        <div
          role="radiogroup"
          aria-labelledby="health-goal-title"
          className="grid grid-cols-2 gap-2 sm:grid-cols-3"
        >
          {GOAL_CARDS.map(({ id, label, hint, Icon }) => {
            const checked = id === value;
            return (
              <label
                key={id}
                className={cn(
                  // relative: the hidden radio sits inside its card, where focus scrolls and clicks land.
                  "relative flex cursor-pointer flex-col gap-1 rounded-xl border p-3 transition-colors focus-within:outline-2 focus-within:outline-ring",
                  checked ? "border-success bg-success/10" : "border-border hover:bg-muted",
                )}
              >
                <input
                  type="radio"
                  name="health-goal"
                  value={id}
                  checked={checked}
                  onChange={() => onChange(id)}
                  className="sr-only"
                />
                <Icon
                  aria-hidden="true"
                  className={cn("size-5", checked ? "text-success" : "text-muted-foreground")}
                />
                <span className="text-sm font-semibold">{label}</span>
                <span className="text-xs text-muted-foreground">{hint}</span>
              </label>
            );
          })}
        </div>
      </CardContent>
    </Card>
  );
}
