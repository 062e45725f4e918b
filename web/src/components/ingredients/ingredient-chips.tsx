import { X } from "lucide-react";
import { cn } from "@/lib/cn";

const TONES = {
  primary: {
    chip: "bg-primary/10 text-primary",
    remove: "hover:bg-primary hover:text-primary-foreground",
  },
  success: {
    chip: "bg-success/10 text-success",
    remove: "hover:bg-success hover:text-success-foreground",
  },
} as const;

interface IngredientChipsProps {
  ingredients: readonly string[];
  onRemove: (value: string) => void;
  /** What the empty list says: where ingredients come from on this page. */
  emptyText: string;
  tone?: keyof typeof TONES;
}

/** The chosen ingredients as removable chips. */
export function IngredientChips({
  ingredients,
  onRemove,
  emptyText,
  tone = "primary",
}: IngredientChipsProps) {
  if (ingredients.length === 0) {
    return (
      <p className="rounded-xl border border-dashed border-border px-4 py-3 text-center text-sm text-muted-foreground">
        {emptyText}
      </p>
    );
  }
  return (
    <ul aria-label="Ingredientes escolhidos" className="flex flex-wrap gap-2">
      {ingredients.map((item) => (
        <li
          key={item}
          className={cn(
            "inline-flex items-center gap-1 rounded-full py-1 pr-1 pl-3 text-sm font-medium",
            TONES[tone].chip,
          )}
        >
          {item}
          <button
            type="button"
            onClick={() => onRemove(item)}
            aria-label={`Remover ${item}`}
            className={cn(
              "grid size-6 place-items-center rounded-full transition-colors",
              TONES[tone].remove,
            )}
          >
            <X className="size-3.5" aria-hidden="true" />
          </button>
        </li>
      ))}
    </ul>
  );
}
