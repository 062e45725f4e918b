import { recipeTimeText, type UserRecipeBody } from "@chefzap/shared";
import { Clock, Users } from "lucide-react";
import { Card } from "@/components/ui/card";
import { cn } from "@/lib/cn";
import { servingsLabel } from "../lib/recipe-labels";

interface RecipeVersionProps {
  heading: string;
  recipe: Pick<
    UserRecipeBody,
    "title" | "description" | "ingredients" | "instructions" | "cookingTime" | "servings"
  > & {
    tips?: string;
    substitutions?: string;
  };
  highlighted?: boolean;
}

/** One side of the comparison: the whole recipe, read-only. */
export function RecipeVersion({ heading, recipe, highlighted }: RecipeVersionProps) {
  return (
    <Card
      className={cn(
        "grid content-start gap-4 p-4 sm:p-5",
        highlighted && "border-primary/60 ring-1 ring-primary/30",
      )}
    >
      <div className="grid gap-1">
        <h3 className="text-xs font-bold uppercase tracking-wide text-primary">{heading}</h3>
        <p className="text-lg font-bold leading-tight">{recipe.title}</p>
        {recipe.description && <p className="text-sm text-muted-foreground">{recipe.description}</p>}
        <p className="flex gap-4 text-sm text-muted-foreground">
          <span className="inline-flex items-center gap-1">
            <Clock aria-hidden="true" className="size-4" />
            {recipeTimeText(recipe)}
          </span>
          <span className="inline-flex items-center gap-1">
            <Users aria-hidden="true" className="size-4" />
            {servingsLabel(recipe.servings)}
          </span>
        </p>
      </div>
      <div className="grid gap-1.5">
        <h4 className="font-semibold">Ingredientes</h4>
        <ul className="grid list-disc gap-1 pl-5 text-sm">
          {recipe.ingredients.map((line, i) => (
            <li key={i}>{line}</li>
          ))}
        </ul>
      </div>
      <div className="grid gap-1.5">
        <h4 className="font-semibold">Modo de preparo</h4>
        <ol className="grid list-decimal gap-1.5 pl-5 text-sm">
          {recipe.instructions.map((step, i) => (
            <li key={i}>{step}</li>
          ))}
        </ol>
      </div>
      {recipe.tips && <Note title="Dicas" text={recipe.tips} />}
      {recipe.substitutions && <Note title="Substituições" text={recipe.substitutions} />}
    </Card>
  );
}

function Note({ title, text }: { title: string; text: string }) {
  return (
    <div className="grid gap-1 rounded-lg bg-accent/15 p-3 text-sm">
      <h4 className="font-semibold">{title}</h4>
      <p className="whitespace-pre-line">{text}</p>
    </div>
  );
}
