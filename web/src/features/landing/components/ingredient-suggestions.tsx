import { SUGGESTION_CATEGORIES } from "@chefzap/shared";
import { MAX_SUGGESTIONS_SHOWN } from "@/config/constants";
import { Check, Plus } from "lucide-react";
import { Tabs } from "radix-ui";
import { cn } from "@/lib/cn";

interface IngredientSuggestionsProps {
  onPick: (value: string) => void;
  isPicked: (value: string) => boolean;
}

export function IngredientSuggestions({ onPick, isPicked }: IngredientSuggestionsProps) {
  return (
    <Tabs.Root defaultValue={SUGGESTION_CATEGORIES[0]?.id} className="space-y-3">
      <p className="text-sm font-medium">Sugestões</p>
      <Tabs.List
        aria-label="Categorias de ingredientes"
        className="-mx-1 flex gap-1 overflow-x-auto px-1 pb-1 [scrollbar-width:none]"
      >
        {SUGGESTION_CATEGORIES.map((category) => (
          <Tabs.Trigger
            key={category.id}
            value={category.id}
            className="shrink-0 rounded-full border border-border px-3 py-1.5 text-xs font-semibold text-muted-foreground transition-colors hover:text-foreground data-[state=active]:border-accent data-[state=active]:bg-accent data-[state=active]:text-accent-foreground"
          >
            {category.label}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {SUGGESTION_CATEGORIES.map((category) => (
        <Tabs.Content key={category.id} value={category.id} className="flex flex-wrap gap-2">
          {category.items.slice(0, MAX_SUGGESTIONS_SHOWN).map((item) => {
            const picked = isPicked(item);
            return (
              <button
                key={item}
                type="button"
                onClick={() => onPick(item)}
                disabled={picked}
                aria-label={picked ? `${item} já adicionado` : `Adicionar ${item}`}
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
                {item}
              </button>
            );
          })}
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}
