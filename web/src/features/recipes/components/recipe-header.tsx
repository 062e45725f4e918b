import { recipeTimeText, type Recipe } from "@chefzap/shared";
import { CalendarDays, Clock, Flame } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { formatDate } from "@/lib/format-date";
import { kcalPerServingLabel } from "@/lib/nutrition-summary";
import { DEFAULT_COOKING_TIME } from "../lib/defaults";
import { DifficultyBadge } from "./difficulty-badge";

export function RecipeHeader({ recipe }: { recipe: Recipe }) {
  const kcal = kcalPerServingLabel(recipe);
  return (
    <header className="grid gap-3">
      <h1 className="text-3xl font-bold leading-tight text-balance sm:text-4xl">{recipe.title}</h1>
      {recipe.description && <p className="text-muted-foreground sm:text-lg">{recipe.description}</p>}
      <ul aria-label="Sobre a receita" className="flex flex-wrap items-center gap-2">
        <li>
          <Badge className="gap-1.5 py-1 text-sm">
            <Clock aria-hidden="true" className="size-4 text-primary" />
            {recipeTimeText({
              cookingTime: recipe.cookingTime || DEFAULT_COOKING_TIME,
              instructions: recipe.instructions,
            })}
          </Badge>
        </li>
        <li>
          <DifficultyBadge recipe={recipe} />
        </li>
        {kcal && (
          <li>
            <Badge className="gap-1.5 py-1 text-sm">
              <Flame aria-hidden="true" className="size-4 text-primary" />
              {kcal}
            </Badge>
          </li>
        )}
        {/* "Nova Versão" rewrites the recipe in place; the number tells the cook it did. */}
        {!!recipe.version && (
          <li>
            <Badge className="py-1 text-sm">Versão {recipe.version + 1}</Badge>
          </li>
        )}
        <li>
          <Badge className="gap-1.5 bg-transparent px-0 py-1 text-sm font-medium text-muted-foreground sm:px-2.5">
            <CalendarDays aria-hidden="true" className="size-4" />
            Criada em <time dateTime={recipe.createdAt}>{formatDate(recipe.createdAt)}</time>
          </Badge>
        </li>
      </ul>
    </header>
  );
}
