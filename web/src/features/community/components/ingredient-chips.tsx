import { Badge } from "@/components/ui/badge";
import { ingredientChips } from "../lib/ingredient-chips";

/** Three ingredients cut to fit, and "+N" for the rest; a screen reader hears the whole names. */
export function IngredientChips({ ingredients, maxChars }: { ingredients: string[]; maxChars: number }) {
  const { chips, hidden } = ingredientChips(ingredients, maxChars);
  if (!chips.length) return null;
  return (
    <ul aria-label="Ingredientes" className="flex flex-wrap gap-1.5">
      {chips.map((chip, i) => (
        <li key={`${i}-${chip.full}`}>
          <Badge title={chip.full} className="font-medium">
            <span aria-hidden="true">{chip.short}</span>
            <span className="sr-only">{chip.full}</span>
          </Badge>
        </li>
      ))}
      {hidden > 0 && (
        <li>
          <Badge className="bg-transparent font-medium text-muted-foreground">
            <span aria-hidden="true">+{hidden}</span>
            <span className="sr-only">e mais {hidden}</span>
          </Badge>
        </li>
      )}
    </ul>
  );
}
