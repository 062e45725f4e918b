import { Check, Plus } from "lucide-react";
import { cn } from "@/lib/cn";

interface SuggestionChipProps {
  name: string;
  icon: string;
  picked: boolean;
  onPick: (value: string) => void;
}

/** One suggested food: adds it to the list, then shows it as added. */
export function SuggestionChip({ name, icon, picked, onPick }: SuggestionChipProps) {
  return (
    <button
      type="button"
      onClick={() => onPick(name)}
      disabled={picked}
      aria-label={picked ? `${name} já adicionado` : `Adicionar ${name}`}
      className={cn(
        "inline-flex items-center gap-1 rounded-full border px-3 py-1.5 text-sm transition-colors",
        picked
          ? "border-success/40 bg-success/10 text-success"
          : "border-border bg-card hover:border-primary hover:text-primary",
      )}
    >
      {picked ? (
        <Check className="size-3.5" aria-hidden="true" />
      ) : (
        <Plus className="size-3.5" aria-hidden="true" />
      )}
      <span aria-hidden="true">{icon}</span>
      {name}
    </button>
  );
}
