import { X } from "lucide-react";

interface IngredientChipsProps {
  ingredients: readonly string[];
  onRemove: (value: string) => void;
}

export function IngredientChips({ ingredients, onRemove }: IngredientChipsProps) {
  if (ingredients.length === 0) {
    return (
      <p className="rounded-xl border border-dashed border-border px-4 py-3 text-center text-sm text-muted-foreground">
        Nenhum ingrediente ainda. Digite acima ou toque numa sugestão.
      </p>
    );
  }
  return (
    <ul aria-label="Ingredientes escolhidos" className="flex flex-wrap gap-2">
      {ingredients.map((item) => (
        <li
          key={item}
          className="inline-flex items-center gap-1 rounded-full bg-primary/10 py-1 pr-1 pl-3 text-sm font-medium text-primary"
        >
          {item}
          <button
            type="button"
            onClick={() => onRemove(item)}
            aria-label={`Remover ${item}`}
            className="grid size-6 place-items-center rounded-full transition-colors hover:bg-primary hover:text-primary-foreground"
          >
            <X className="size-3.5" aria-hidden="true" />
          </button>
        </li>
      ))}
    </ul>
  );
}
