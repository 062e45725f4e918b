import { X } from "lucide-react";

interface IngredientListProps {
  ingredients: readonly string[];
  onRemove: (value: string) => void;
}

export function IngredientList({ ingredients, onRemove }: IngredientListProps) {
  if (ingredients.length === 0)
    return (
      <p className="rounded-xl border border-dashed border-border px-4 py-3 text-center text-sm text-muted-foreground">
        Nenhum ingrediente ainda. Digite ou escaneie uma foto.
      </p>
    );
  return (
    <ul aria-label="Ingredientes escolhidos" className="flex flex-wrap gap-2">
      {ingredients.map((item) => (
        <li
          key={item}
          className="inline-flex items-center gap-1 rounded-full bg-success/10 py-1 pr-1 pl-3 text-sm font-medium text-success"
        >
          {item}
          <button
            type="button"
            onClick={() => onRemove(item)}
            aria-label={`Remover ${item}`}
            className="grid size-6 place-items-center rounded-full transition-colors hover:bg-success hover:text-success-foreground"
          >
            <X className="size-3.5" aria-hidden="true" />
          </button>
        </li>
      ))}
    </ul>
  );
}
