import { Sparkles } from "lucide-react";
import { useTopRecipes } from "../api/get-top-recipes";
import { CHIP_CHARS_TOP, FEATURED_COUNT } from "../lib/constants";
import { CommunityRecipeCard } from "./community-recipe-card";
import { RecipeCardsSkeleton } from "./recipe-cards-skeleton";

/** The 3 best-rated recipes. A failed or empty answer hides the block: the full list is below. */
export function FeaturedRecipes() {
  const top = useTopRecipes(FEATURED_COUNT);
  if (top.isError || top.data?.length === 0) return null;
  return (
    <section aria-labelledby="featured-heading" className="grid gap-4">
      <h2 id="featured-heading" className="flex items-center gap-2 text-xl font-bold sm:text-2xl">
        <Sparkles aria-hidden="true" className="size-5 text-primary" />
        Receitas em Destaque
      </h2>
      {top.isPending ? (
        <RecipeCardsSkeleton count={FEATURED_COUNT} label="Carregando receitas em destaque..." />
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {top.data.map((recipe) => (
            <li key={recipe.id} className="grid">
              <CommunityRecipeCard
                recipe={recipe}
                chipChars={CHIP_CHARS_TOP}
                withButton
                className="border-accent/70 bg-accent/5"
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
