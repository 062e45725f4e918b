import { cn } from "@/lib/cn";
import { servingsLabel } from "../lib/servings";

interface ServingsSelectorProps {
  /** servingChoices(): 1 to 4 people, and the recipe's own count when larger. */
  choices: number[];
  value: number;
  onChange: (servings: number) => void;
}

/** The choices as a radio group: arrow keys move between them like any native radio set. */
export function ServingsSelector({ choices, value, onChange }: ServingsSelectorProps) {
  return (
    <fieldset>
      <legend className="mb-2 text-sm font-medium">Porções</legend>
      <div className={cn("grid gap-2", choices.length > 4 ? "grid-cols-5" : "grid-cols-4")}>
        {choices.map((n) => (
          <label
            key={n}
            className={cn(
              "flex h-11 cursor-pointer items-center justify-center rounded-lg border text-base font-semibold transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-ring",
              value === n
                ? "border-primary bg-primary text-primary-foreground"
                : "border-input bg-card hover:bg-muted",
            )}
          >
            <input
              type="radio"
              name="servings"
              value={n}
              checked={value === n}
              onChange={() => onChange(n)}
              aria-label={servingsLabel(n)}
              className="sr-only"
            />
            <span aria-hidden="true">{n}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
