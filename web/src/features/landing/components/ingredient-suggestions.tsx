import { MAX_SUGGESTIONS_SHOWN } from "@/config/constants";
import { Tabs } from "radix-ui";
import { Skeleton } from "@/components/ui/skeleton";
import { useFoods } from "@/lib/foods";
import { suggestionTabs } from "../suggestion-tabs";
import { SuggestionChip } from "./suggestion-chip";

interface IngredientSuggestionsProps {
  onPick: (value: string) => void;
  isPicked: (value: string) => boolean;
}

/** Tabs of the food catalogue's common foods; a click adds one to the list. */
export function IngredientSuggestions({ onPick, isPicked }: IngredientSuggestionsProps) {
  const foods = useFoods();
  // About the height the tabs and their chips take once the catalogue is here (they wrap to more rows
  // on a phone), so the card below does not jump when they arrive.
  if (foods.isPending) return <Skeleton className="h-72 w-full md:h-48 lg:h-60" />;
  if (foods.isError)
    return (
      <p className="text-sm text-muted-foreground">Sem sugestões agora: digite seus ingredientes acima.</p>
    );
  const tabs = suggestionTabs(foods.data);
  return (
    <Tabs.Root defaultValue={tabs[0]?.id} className="space-y-3">
      <p className="text-sm font-medium">Sugestões</p>
      <Tabs.List
        aria-label="Categorias de ingredientes"
        className="-mx-1 flex gap-1 overflow-x-auto px-1 pb-1 [scrollbar-width:none]"
      >
        {tabs.map((tab) => (
          <Tabs.Trigger
            key={tab.id}
            value={tab.id}
            className="shrink-0 rounded-full border border-border px-3 py-1.5 text-xs font-semibold text-muted-foreground transition-colors hover:text-foreground data-[state=active]:border-accent data-[state=active]:bg-accent data-[state=active]:text-accent-foreground"
          >
            {tab.label}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {tabs.map((tab) => (
        <Tabs.Content key={tab.id} value={tab.id} className="flex flex-wrap gap-2">
          {tab.items.slice(0, MAX_SUGGESTIONS_SHOWN).map((item) => (
            <SuggestionChip key={item.name} {...item} picked={isPicked(item.name)} onPick={onPick} />
          ))}
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}
