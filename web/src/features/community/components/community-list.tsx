import { useEffect, useRef, useState } from "react";
import { Badge } from "@/components/ui/badge";
import { cn } from "@/lib/cn";
import { useCommunityRecipes } from "../api/get-community-recipes";
import type { CommunityParams } from "../lib/community-params";
import { CHIP_CHARS_OTHERS, COLLAPSED_COUNT, COMMUNITY_SKELETONS } from "../lib/constants";
import { CommunityEmptyState } from "./community-empty-state";
import { CommunityRecipeCard } from "./community-recipe-card";
import { ListMoreButtons } from "./list-more-buttons";
import { LoadError } from "./load-error";
import { NoResultsState } from "./no-results-state";
import { RecipeCardsSkeleton } from "./recipe-cards-skeleton";

// The api does not count matches (a common word's count costs more than the page), so the badge counts
// what is loaded and says "24+" while the server has more: never a total it does not know.
function countLabel(count: number, more: boolean): string {
  if (more) return `${count}+ receitas`;
  return count === 1 ? "1 receita" : `${count} receitas`;
}

interface CommunityListProps {
  params: CommunityParams;
  onClear: () => void;
}

/** Every published recipe, page after page: none is reachable only by searching. */
export function CommunityList({ params, onClear }: CommunityListProps) {
  const recipes = useCommunityRecipes(params);
  const [expanded, setExpanded] = useState(false);
  // A new search, filter or sort starts folded again.
  const queryKey = JSON.stringify(params);
  const [shownFor, setShownFor] = useState(queryKey);
  if (shownFor !== queryKey) {
    setShownFor(queryKey);
    setExpanded(false);
  }
  // After 'Ver Mais', focus moves to the first card it revealed, not past them to the button.
  const focusFrom = useRef<number>(undefined);
  const listRef = useRef<HTMLUListElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);

  const loaded = recipes.data?.pages.flatMap((page) => page.items) ?? [];
  const shown = expanded ? loaded : loaded.slice(0, COLLAPSED_COUNT);
  // A failed next page leaves the loaded ones on screen, with the buttons and their error.
  const answered = !!recipes.data && !recipes.isPlaceholderData;
  // An active filter is a narrowed list too: inviting to share "the first" recipe would be untrue.
  const narrowed = params.search.trim() !== "" || params.filter !== "all";

  useEffect(() => {
    const from = focusFrom.current;
    if (from === undefined || from >= shown.length) return;
    listRef.current?.children[from]?.querySelector("a")?.focus();
    focusFrom.current = undefined;
  }, [shown.length]);

  function showMore() {
    focusFrom.current = shown.length;
    setExpanded(true);
    if (expanded || loaded.length <= COLLAPSED_COUNT) void recipes.fetchNextPage();
  }

  function showLess() {
    setExpanded(false);
    headingRef.current?.scrollIntoView?.({ block: "start" });
  }

  return (
    <section aria-labelledby="all-recipes-heading" className="grid gap-4">
      <div className="flex flex-wrap items-center gap-2">
        <h2 ref={headingRef} id="all-recipes-heading" className="scroll-mt-20 text-xl font-bold sm:text-2xl">
          Todas as Receitas da Comunidade
        </h2>
        {recipes.data && <Badge aria-live="polite">{countLabel(loaded.length, recipes.hasNextPage)}</Badge>}
      </div>
      {recipes.isPending && (
        <RecipeCardsSkeleton count={COMMUNITY_SKELETONS} label="Carregando receitas..." />
      )}
      {recipes.isError && !recipes.isFetchNextPageError && (
        <LoadError message="Não foi possível carregar as receitas." onRetry={() => void recipes.refetch()} />
      )}
      {answered &&
        loaded.length === 0 &&
        (narrowed ? <NoResultsState onClear={onClear} /> : <CommunityEmptyState />)}
      {shown.length > 0 && (
        <ul
          ref={listRef}
          aria-busy={recipes.isPlaceholderData || undefined}
          className={cn(
            "grid gap-4 transition-opacity sm:grid-cols-2 lg:grid-cols-3",
            recipes.isPlaceholderData && "opacity-60",
          )}
        >
          {shown.map((recipe) => (
            <li key={recipe.id} className="grid">
              <CommunityRecipeCard recipe={recipe} chipChars={CHIP_CHARS_OTHERS} />
            </li>
          ))}
        </ul>
      )}
      {answered && (
        <ListMoreButtons
          expanded={expanded}
          canExpand={loaded.length > COLLAPSED_COUNT || recipes.hasNextPage}
          hasNextPage={recipes.hasNextPage}
          loadingMore={recipes.isFetchingNextPage}
          loadMoreFailed={recipes.isFetchNextPageError}
          onMore={showMore}
          onLess={showLess}
        />
      )}
    </section>
  );
}
