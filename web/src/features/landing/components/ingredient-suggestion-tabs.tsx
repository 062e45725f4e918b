import { MAX_SUGGESTIONS_SHOWN } from "@/config/constants";
import { Tabs } from "radix-ui";
import type { SuggestionTab } from "../suggestion-tabs";
import { SuggestionChip } from "./suggestion-chip";

export interface IngredientSuggestionTabsProps {
  tabs: readonly SuggestionTab[];
  onPick: (value: string) => void;
  isPicked: (value: string) => boolean;
}

/** One tab per group of common foods; a click on a food adds it to the list. */
export function IngredientSuggestionTabs({ tabs, onPick, isPicked }: IngredientSuggestionTabsProps) {
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
