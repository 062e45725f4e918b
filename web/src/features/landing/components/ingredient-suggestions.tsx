import { lazy, Suspense, useEffect } from "react";
import { Skeleton } from "@/components/ui/skeleton";
import { useFoods } from "@/lib/foods";
import { suggestionTabs } from "../suggestion-tabs";

// The tabs come after the catalogue, never in the prerendered page: their code (Radix's tabs) is
// fetched alongside the catalogue instead of with the landing.
const loadTabs = () => import("./ingredient-suggestion-tabs");
const IngredientSuggestionTabs = lazy(async () => ({ default: (await loadTabs()).IngredientSuggestionTabs }));

interface IngredientSuggestionsProps {
  onPick: (value: string) => void;
  isPicked: (value: string) => boolean;
}

/** Tabs of the food catalogue's common foods; a click adds one to the list. */
export function IngredientSuggestions({ onPick, isPicked }: IngredientSuggestionsProps) {
  const foods = useFoods();
  useEffect(() => {
    void loadTabs();
  }, []);
  // About the height the tabs and their chips take once the catalogue is here (they wrap to more rows
  // on a phone), so the card below does not jump when they arrive.
  const placeholder = <Skeleton className="h-72 w-full md:h-48 lg:h-60" />;
  if (foods.isPending) return placeholder;
  if (foods.isError)
    return (
      <p className="text-sm text-muted-foreground">Sem sugestões agora: digite seus ingredientes acima.</p>
    );
  return (
    <Suspense fallback={placeholder}>
      <IngredientSuggestionTabs tabs={suggestionTabs(foods.data)} onPick={onPick} isPicked={isPicked} />
    </Suspense>
  );
}
