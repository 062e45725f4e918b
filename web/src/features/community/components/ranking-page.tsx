import { useTopRecipes } from "../api/get-top-recipes";
import {
  CHIP_CHARS_OTHERS,
  CHIP_CHARS_TOP,
  RANKING_LIMIT,
  RANKING_SKELETONS,
  RANKING_TOP_COUNT,
} from "../lib/constants";
import { CommunityRecipeCard } from "./community-recipe-card";
import { RankingCallToAction } from "./ranking-call-to-action";
import { RankingHero } from "./ranking-hero";
import { RankingEmpty, RankingError } from "./ranking-states";
import { RecipeCardsSkeleton } from "./recipe-cards-skeleton";
import { useDocumentTitle } from "@/lib/use-document-title";

/** /ranking and /top-receitas: the 10 best-rated published recipes, public (spec part 2 §6). */
export function RankingPage() {
  useDocumentTitle("Top Receitas");
  const ranking = useTopRecipes(RANKING_LIMIT);
  const recipes = ranking.data ?? [];
  const podium = recipes.slice(0, RANKING_TOP_COUNT);
  const others = recipes.slice(RANKING_TOP_COUNT);
  return (
    <main className="mx-auto grid w-full max-w-6xl gap-10 px-4 py-6 sm:px-6 lg:py-10">
      <RankingHero />
      {ranking.isPending && <RecipeCardsSkeleton count={RANKING_SKELETONS} label="Carregando ranking..." />}
      {ranking.isError && (
        <RankingError onRetry={() => void ranking.refetch()} retrying={ranking.isFetching} />
      )}
      {ranking.isSuccess && recipes.length === 0 && <RankingEmpty />}
      {podium.length > 0 && (
        <section aria-labelledby="podium-heading" className="grid gap-4">
          <h2 id="podium-heading" className="text-xl font-bold sm:text-2xl">
            Top 3
          </h2>
          <ol className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {podium.map((recipe, i) => (
              <li key={recipe.id} className="grid">
                <CommunityRecipeCard
                  recipe={recipe}
                  rank={i + 1}
                  chipChars={CHIP_CHARS_TOP}
                  className={i === 0 ? "border-2 border-accent" : undefined}
                />
              </li>
            ))}
          </ol>
        </section>
      )}
      {others.length > 0 && (
        <section aria-labelledby="others-heading" className="grid gap-4">
          <h2 id="others-heading" className="text-xl font-bold sm:text-2xl">
            Outras Receitas em Destaque
          </h2>
          <ol start={RANKING_TOP_COUNT + 1} className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {others.map((recipe, i) => (
              <li key={recipe.id} className="grid">
                <CommunityRecipeCard
                  recipe={recipe}
                  rank={i + RANKING_TOP_COUNT + 1}
                  chipChars={CHIP_CHARS_OTHERS}
                />
              </li>
            ))}
          </ol>
        </section>
      )}
      <RankingCallToAction />
    </main>
  );
}
