import { Star } from "lucide-react";
import { useState } from "react";
import { cn } from "@/lib/cn";
import { starsLabel } from "@/lib/rating-labels";

const STARS = [1, 2, 3, 4, 5];

interface StarPickerProps {
  value: number;
  onChange: (stars: number) => void;
  disabled?: boolean;
}

/** Five stars as a native radio set: arrow keys and screen readers work as for any radio group. */
export function StarPicker({ value, onChange, disabled }: StarPickerProps) {
  const [hovered, setHovered] = useState(0);
  const lit = hovered || value;

  return (
    <fieldset disabled={disabled} onMouseLeave={() => setHovered(0)}>
      <legend className="mb-1 text-sm font-medium">Sua nota</legend>
      <div className="flex gap-1">
        {STARS.map((n) => (
          <label
            key={n}
            onMouseEnter={() => setHovered(n)}
            // relative: the hidden radio sits on its star, so focus scrolls to it and a click on it lands there.
            className="relative grid size-11 cursor-pointer place-items-center rounded-lg has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring"
          >
            <input
              type="radio"
              name="stars"
              value={n}
              checked={value === n}
              onChange={() => onChange(n)}
              aria-label={starsLabel(n)}
              className="sr-only"
            />
            <Star
              aria-hidden="true"
              className={cn(
                "size-8 transition-colors",
                n <= lit ? "fill-accent text-amber-600 dark:text-accent" : "text-muted-foreground/70",
              )}
            />
          </label>
        ))}
      </div>
    </fieldset>
  );
}
