import { Checkbox } from "@/components/ui/checkbox";
import type { AllergenOption } from "../types";

interface AllergenCheckboxProps {
  option: AllergenOption;
  checked: boolean;
  onToggle: (id: string) => void;
}

/** The short label is the accessible name (the whole card is the click target); the regulation's wording (scientific names) helps tell nuts apart. */
export function AllergenCheckbox({ option, checked, onToggle }: AllergenCheckboxProps) {
  const id = `allergen-${option.id}`;
  const detail = option.name && option.name !== option.label ? option.name : null;
  return (
    <li>
      <label
        htmlFor={id}
        className="flex min-h-11 cursor-pointer items-start gap-3 rounded-lg border border-border p-3 transition-colors hover:bg-muted has-[[data-state=checked]]:border-success has-[[data-state=checked]]:bg-success/10"
      >
        <Checkbox
          id={id}
          checked={checked}
          onCheckedChange={() => onToggle(option.id)}
          aria-labelledby={`${id}-label`}
          aria-describedby={detail ? `${id}-detail` : undefined}
          className="mt-0.5"
        />
        <span className="grid gap-0.5">
          <span id={`${id}-label`} className="font-medium">
            {option.label}
          </span>
          {detail && (
            <span id={`${id}-detail`} className="text-xs text-muted-foreground">
              {detail}
            </span>
          )}
        </span>
      </label>
    </li>
  );
}
