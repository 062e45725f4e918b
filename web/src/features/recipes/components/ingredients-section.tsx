import { scaleIngredients, type Recipe } from "@chefzap/shared";
import { useMemo } from "react";
import { Card } from "@/components/ui/card";
import { servingChoices, servingsLabel } from "../lib/servings";
import { ServingsSelector } from "./servings-selector";
import { ShoppingListDialog } from "./shopping-list-dialog";

interface IngredientsSectionProps {
  recipe: Recipe;
  servings: number;
  onServingsChange: (servings: number) => void;
}

export function IngredientsSection({ recipe, servings, onServingsChange }: IngredientsSectionProps) {
  const lines = useMemo(
    () => scaleIngredients(recipe.ingredients, recipe.servings, servings),
    [recipe.ingredients, recipe.servings, servings],
  );

  return (
    <Card className="grid content-start gap-5 p-5 sm:p-6" aria-labelledby="ingredients-title">
      <h2 id="ingredients-title" className="text-xl font-bold">
        Ingredientes
      </h2>
      <div className="grid gap-1.5">
        <ServingsSelector
          choices={servingChoices(recipe.servings)}
          value={servings}
          onChange={onServingsChange}
        />
        {recipe.servings > 0 && (
          <p className="text-xs text-muted-foreground">Receita original: {servingsLabel(recipe.servings)}</p>
        )}
      </div>
      <ul aria-label={`Ingredientes para ${servingsLabel(servings)}`} className="grid gap-2">
        {lines.map((line, i) => (
          <li key={`${i}-${recipe.ingredients[i]}`} className="flex gap-3">
            <span aria-hidden="true" className="mt-2 size-1.5 shrink-0 rounded-full bg-primary" />
            <span>{line}</span>
          </li>
        ))}
      </ul>
      <ShoppingListDialog recipe={recipe} servings={servings} />
    </Card>
  );
}
