import type { CommunityRecipe } from "@chefzap/shared";
import { ChefHat } from "lucide-react";
import { useId } from "react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { cn } from "@/lib/cn";
import { DEFAULT_COOKING_TIME, DEFAULT_SERVINGS } from "../lib/constants";
import { IngredientChips } from "./ingredient-chips";
import { RankBadge } from "./rank-badge";
import { StarRating } from "./star-rating";
import { RecipeFacts } from "@/components/recipe-facts";

interface CommunityRecipeCardProps {
  recipe: CommunityRecipe;
  /** Ingredient names are cut to this many characters. */
  chipChars: number;
  /** The place in the ranking, when the card is in one. */
  rank?: number;
  /** A 'Ver Receita' button (featured cards) instead of the whole card opening the recipe. */
  withButton?: boolean;
  className?: string;
}

export function CommunityRecipeCard({
  recipe,
  chipChars,
  rank,
  withButton,
  className,
}: CommunityRecipeCardProps) {
  const titleId = useId();
  const href = `/recipes/${recipe.id}`;
  const servings = recipe.servings || DEFAULT_SERVINGS;
  return (
    <Card
      className={cn(
        "relative flex h-full flex-col gap-3 p-5 transition-shadow focus-within:shadow-md hover:shadow-md",
        className,
      )}
    >
      {rank !== undefined && <RankBadge rank={rank} />}
      <h3 id={titleId} className="text-lg leading-tight font-bold text-balance">
        {withButton ? (
          recipe.title
        ) : (
          // The link covers the card so a tap anywhere opens the recipe.
          <Link to={href} className="after:absolute after:inset-0 after:rounded-[inherit]">
            {recipe.title}
          </Link>
        )}
      </h3>
      <p className="flex items-center gap-1.5 text-sm text-muted-foreground">
        <ChefHat aria-hidden="true" className="size-4 shrink-0" />
        <span>
          por <span className="font-semibold text-foreground">{recipe.authorName}</span>
        </span>
      </p>
      <RecipeFacts
        minutes={recipe.cookingTime || DEFAULT_COOKING_TIME}
        waits={recipe.waits}
        servings={servings}
      />
      <StarRating averageRating={recipe.averageRating} totalRatings={recipe.totalRatings} />
      <IngredientChips ingredients={recipe.ingredients} maxChars={chipChars} />
      {withButton && (
        <Button asChild className="mt-auto w-full">
          <Link to={href} aria-describedby={titleId}>
            Ver Receita
          </Link>
        </Button>
      )}
    </Card>
  );
}
