import {
  buildShoppingList,
  HAVE_HEADING,
  PANTRY_HEADING,
  scaleIngredients,
  type Recipe,
} from "@chefzap/shared";
import { ShoppingCart } from "lucide-react";
import { useCallback, useMemo, useState } from "react";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "@/components/ui/dialog";
import { Progress } from "@/components/ui/progress";
import { servingsLabel } from "../lib/servings";
import { ShoppingListActions } from "./shopping-list-actions";
import { ShoppingListAside } from "./shopping-list-aside";
import { ShoppingListItems } from "./shopping-list-items";

interface ShoppingListDialogProps {
  recipe: Recipe;
  servings: number;
}

/**
 * The shopping list at the chosen servings, by aisle. Ticks live here, outside the dialog's content,
 * so closing the list in the middle of the market keeps them.
 */
export function ShoppingListDialog({ recipe, servings }: ShoppingListDialogProps) {
  // Scaling the lines first (not buildShoppingList's factor) makes units agree: "½ xícara", "2 dentes".
  // Scaled lines stay in order, so the api's aisles (from the food catalogue) still match them.
  // What the cook said they have is listed apart, not to buy.
  const list = useMemo(
    () =>
      buildShoppingList(scaleIngredients(recipe.ingredients, recipe.servings, servings), {
        aisles: recipe.ingredientAisles,
        have: recipe.usedIngredients,
      }),
    [recipe.ingredients, recipe.ingredientAisles, recipe.usedIngredients, recipe.servings, servings],
  );
  const total = list.groups.reduce((sum, group) => sum + group.items.length, 0);
  const [ticked, setTicked] = useState<ReadonlySet<string>>(() => new Set());
  const toggle = useCallback(
    (key: string) =>
      setTicked((current) => {
        const next = new Set(current);
        if (!next.delete(key)) next.add(key);
        return next;
      }),
    [],
  );

  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button variant="secondary" size="lg" className="w-full">
          <ShoppingCart aria-hidden="true" />
          Lista de compras
        </Button>
      </DialogTrigger>
      {/* data-print-root: printing with the list open prints only the list (styles.css). */}
      {/* A flex column so only the items scroll and the count and actions stay in view. */}
      <DialogContent data-print-root="" className="flex flex-col overflow-hidden sm:max-w-xl">
        <DialogHeader>
          <DialogTitle>Lista de compras</DialogTitle>
          <DialogDescription>
            {recipe.title} · {servingsLabel(servings)}
          </DialogDescription>
        </DialogHeader>
        <div className="grid gap-2 print:hidden">
          <p className="text-sm font-medium" aria-live="polite">
            {ticked.size} de {total} itens marcados
          </p>
          <Progress value={ticked.size} max={Math.max(total, 1)} aria-label="Itens marcados" />
        </div>
        <div className="-mx-2 min-h-0 flex-1 overflow-y-auto px-2 print:overflow-visible">
          <ShoppingListItems groups={list.groups} ticked={ticked} onToggle={toggle} />
          <ShoppingListAside heading={PANTRY_HEADING} items={list.pantry} />
          <ShoppingListAside heading={HAVE_HEADING} items={list.have} />
        </div>
        <ShoppingListActions recipe={recipe} servings={servings} list={list} />
      </DialogContent>
    </Dialog>
  );
}
