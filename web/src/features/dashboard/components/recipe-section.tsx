import { DASHBOARD_COLLAPSED, DASHBOARD_EXPANDED } from "@/config/constants";
import { useState } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { useRecipes } from "../api/get-recipes";
import { searchRecipes } from "../lib/search-recipes";
import { NoResultsState } from "./no-results-state";
import { RecipeCard } from "./recipe-card";
import { RecipeGridSkeleton } from "./recipe-grid-skeleton";
import { RecipeSearch } from "./recipe-search";
import { RecipesEmptyState } from "./recipes-empty-state";
import { RecipesErrorState } from "./recipes-error-state";

function countLabel(count: number): string {
  return count === 1 ? "1 receita" : `${count} receitas`;
}

/**
 * The user's recipes with search, a 3 → 9 "Ver mais" toggle and the loading, empty and error states.
 * Rendered only for a signed-in user, so the list is never asked for a visitor.
 */
export function RecipeSection() {
  const recipes = useRecipes();
  const [query, setQuery] = useState("");
  const [expanded, setExpanded] = useState(false);
  const all = recipes.data ?? [];
  const found = searchRecipes(all, query);
  const shown = found.slice(0, expanded ? DASHBOARD_EXPANDED : DASHBOARD_COLLAPSED);

  return (
    <section aria-labelledby="recipes-heading" className="grid gap-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <div className="flex items-center gap-2">
          <h2 id="recipes-heading" className="text-xl font-bold">
            Suas Receitas
          </h2>
          {recipes.isSuccess && <Badge aria-live="polite">{countLabel(found.length)}</Badge>}
        </div>
        {all.length > 0 && <RecipeSearch value={query} onChange={setQuery} />}
      </div>
      {recipes.isPending && <RecipeGridSkeleton />}
      {recipes.isError && <RecipesErrorState onRetry={() => void recipes.refetch()} />}
      {recipes.isSuccess && all.length === 0 && <RecipesEmptyState />}
      {all.length > 0 && found.length === 0 && <NoResultsState query={query} onClear={() => setQuery("")} />}
      {shown.length > 0 && (
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {shown.map((recipe) => (
            <li key={recipe.id} className="grid">
              <RecipeCard recipe={recipe} />
            </li>
          ))}
        </ul>
      )}
      {found.length > DASHBOARD_COLLAPSED && (
        <Button
          variant="outline"
          className="justify-self-center"
          aria-expanded={expanded}
          onClick={() => setExpanded((e) => !e)}
        >
          {expanded ? "Ver menos" : "Ver mais"}
        </Button>
      )}
    </section>
  );
}
