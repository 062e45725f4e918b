import { DASHBOARD_COLLAPSED } from "@/config/constants";
import { useState } from "react";
import { Badge } from "@/components/ui/badge";
import { cn } from "@/lib/cn";
import { useRecipes } from "../api/get-recipes";
import { useDebouncedValue } from "../hooks/use-debounced-value";
import { NoResultsState } from "./no-results-state";
import { RecipeCard } from "./recipe-card";
import { RecipeGridSkeleton } from "./recipe-grid-skeleton";
import { RecipeListMore } from "./recipe-list-more";
import { RecipeSearch } from "./recipe-search";
import { RecipesEmptyState } from "./recipes-empty-state";
import { RecipesErrorState } from "./recipes-error-state";

const SEARCH_DELAY_MS = 300;

function countLabel(count: number): string {
  return count === 1 ? "1 receita" : `${count} receitas`;
}

/**
 * The user's recipes, searched and paged by the api: 3 shown, 9 with "Ver todas", then "Carregar
 * mais". Rendered only for a signed-in user, so the list is never asked for a visitor.
 */
export function RecipeSection() {
  const [query, setQuery] = useState("");
  const debounced = useDebouncedValue(query.trim(), SEARCH_DELAY_MS);
  // Clearing the box shows every recipe at once; only typing waits for a pause.
  const search = query.trim() ? debounced : "";
  const recipes = useRecipes(search);
  const [expanded, setExpanded] = useState(false);

  const loaded = recipes.data?.pages.flatMap((page) => page.items) ?? [];
  const total = recipes.data?.pages[0]?.total ?? loaded.length;
  const shown = expanded ? loaded : loaded.slice(0, DASHBOARD_COLLAPSED);
  const answered = recipes.isSuccess && !recipes.isPlaceholderData;

  return (
    <section aria-labelledby="recipes-heading" className="grid gap-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <div className="flex items-center gap-2">
          <h2 id="recipes-heading" className="text-xl font-bold">
            Suas Receitas
          </h2>
          {recipes.isSuccess && <Badge aria-live="polite">{countLabel(total)}</Badge>}
        </div>
        {(query || search || total > 0) && <RecipeSearch value={query} onChange={setQuery} />}
      </div>
      {recipes.isPending && <RecipeGridSkeleton />}
      {recipes.isError && !recipes.isFetchNextPageError && (
        <RecipesErrorState onRetry={() => void recipes.refetch()} />
      )}
      {answered && total === 0 && !search && <RecipesEmptyState />}
      {answered && total === 0 && search && <NoResultsState query={search} onClear={() => setQuery("")} />}
      {shown.length > 0 && (
        <ul
          aria-busy={recipes.isPlaceholderData || undefined}
          className={cn(
            "grid gap-4 transition-opacity sm:grid-cols-2 lg:grid-cols-3",
            recipes.isPlaceholderData && "opacity-60",
          )}
        >
          {shown.map((recipe) => (
            <li key={recipe.id} className="grid">
              <RecipeCard recipe={recipe} />
            </li>
          ))}
        </ul>
      )}
      <RecipeListMore
        total={total}
        expanded={expanded}
        onToggle={() => setExpanded((open) => !open)}
        hasMore={recipes.hasNextPage}
        loadingMore={recipes.isFetchingNextPage}
        loadMoreFailed={recipes.isFetchNextPageError}
        onLoadMore={() => void recipes.fetchNextPage()}
      />
    </section>
  );
}
