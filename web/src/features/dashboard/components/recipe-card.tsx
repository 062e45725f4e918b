import { DEFAULT_TIP, type Recipe } from "@chefzap/shared";
import { RECIPE_CARD_INGREDIENTS } from "@/config/constants";
import { Flame, Lightbulb } from "lucide-react";
import { Link } from "react-router";
import { Badge } from "@/components/ui/badge";
import { Card } from "@/components/ui/card";
import { kcalPerServingLabel } from "@/lib/nutrition-summary";
import { formatDateLocal } from "@/lib/pt-br-format";
import { RecipeFacts } from "@/components/recipe-facts";

// Spec §3: older recipes may lack these; the card shows the product's defaults.
const DEFAULT_COOKING_TIME = 30;
const DEFAULT_SERVINGS = 2;

function hasOwnTip(tips: string | null): tips is string {
  return !!tips?.trim() && tips.trim() !== DEFAULT_TIP;
}

export function RecipeCard({ recipe }: { recipe: Recipe }) {
  const servings = recipe.servings || DEFAULT_SERVINGS;
  const visible = recipe.ingredients.slice(0, RECIPE_CARD_INGREDIENTS);
  const hidden = recipe.ingredients.length - visible.length;
  const kcal = kcalPerServingLabel(recipe);

  return (
    <Card className="relative flex flex-col gap-3 p-5 transition-shadow focus-within:shadow-md hover:shadow-md">
      <h3 className="text-lg font-bold leading-tight">
        {/* The link covers the card so a tap anywhere opens the recipe. */}
        <Link to={`/recipes/${recipe.id}`} className="after:absolute after:inset-0 after:rounded-[inherit]">
          {recipe.title}
        </Link>
      </h3>
      <RecipeFacts
        minutes={recipe.cookingTime || DEFAULT_COOKING_TIME}
        instructions={recipe.instructions}
        servings={servings}
      >
        {kcal && (
          <span className="inline-flex items-center gap-1">
            <Flame aria-hidden="true" className="size-4" />
            {kcal}
          </span>
        )}
        <time dateTime={recipe.createdAt}>{formatDateLocal(new Date(recipe.createdAt))}</time>
      </RecipeFacts>
      <ul aria-label="Ingredientes" className="flex flex-wrap gap-1.5">
        {visible.map((ingredient, i) => (
          <li key={`${i}-${ingredient}`}>
            <Badge className="font-medium">{ingredient}</Badge>
          </li>
        ))}
        {hidden > 0 && (
          <li>
            <Badge className="bg-transparent font-medium text-muted-foreground">+{hidden} mais</Badge>
          </li>
        )}
      </ul>
      {hasOwnTip(recipe.tips) && (
        <p className="mt-auto flex gap-2 rounded-lg bg-accent/15 p-3 text-sm">
          <Lightbulb aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
          <span className="line-clamp-2">{recipe.tips}</span>
        </p>
      )}
    </Card>
  );
}
