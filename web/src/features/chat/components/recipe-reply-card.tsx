import { recipeTimeText, type RecipeCard } from "@chefzap/shared";
import { ArrowRight, ChefHat, Clock, Users } from "lucide-react";
import { useId } from "react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";

// A chat card stays short; the recipe page has every line.
const INGREDIENTS_SHOWN = 8;

/** A recipe the chef wrote: its essentials, the steps folded away and the way to the recipe page. */
export function RecipeReplyCard({ recipe }: { recipe: RecipeCard }) {
  const titleId = useId();
  const shown = recipe.ingredients.slice(0, INGREDIENTS_SHOWN);
  const more = recipe.ingredients.length - shown.length;
  return (
    <article
      aria-labelledby={titleId}
      className="w-full max-w-md overflow-hidden rounded-2xl rounded-tl-md border border-border bg-card text-card-foreground shadow-sm"
    >
      <header className="border-b border-border bg-accent/20 px-4 py-3 dark:bg-primary/15">
        <p className="flex items-center gap-1.5 text-xs font-semibold tracking-wide text-muted-foreground uppercase">
          <ChefHat aria-hidden="true" className="size-3.5 text-primary" />
          Receita
        </p>
        <h3 id={titleId} className="mt-1 text-lg leading-tight font-bold">
          {recipe.title}
        </h3>
        <p className="mt-1.5 flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted-foreground">
          <span className="inline-flex items-center gap-1">
            <Clock aria-hidden="true" className="size-4" />
            {recipeTimeText(recipe)}
          </span>
          <span className="inline-flex items-center gap-1">
            <Users aria-hidden="true" className="size-4" />
            {recipe.servings} {recipe.servings === 1 ? "porção" : "porções"}
          </span>
        </p>
      </header>
      <div className="grid gap-3 px-4 py-3 text-sm">
        <section>
          <h4 className="font-semibold">Ingredientes</h4>
          <ul className="mt-1 list-disc space-y-0.5 pl-5 marker:text-primary">
            {shown.map((line, i) => (
              <li key={`${i}-${line}`}>{line}</li>
            ))}
          </ul>
          {more > 0 && (
            <p className="mt-1 text-muted-foreground">
              e mais {more} {more === 1 ? "ingrediente" : "ingredientes"}
            </p>
          )}
        </section>
        {/* Answers stored before cards carried it have none. */}
        {recipe.leftOut?.length > 0 && (
          <section>
            <h4 className="font-semibold">Ficaram de fora</h4>
            <ul className="mt-1 space-y-0.5 text-muted-foreground">
              {recipe.leftOut.map(({ ingredient, reason }) => (
                <li key={ingredient}>
                  <span className="font-semibold text-foreground">{ingredient}</span>: {reason}
                </li>
              ))}
            </ul>
          </section>
        )}
        {recipe.instructions.length > 0 && (
          <details className="group rounded-lg bg-muted px-3 py-2">
            <summary className="cursor-pointer font-semibold select-none">
              Modo de preparo ({recipe.instructions.length}{" "}
              {recipe.instructions.length === 1 ? "passo" : "passos"})
            </summary>
            <ol className="mt-2 list-decimal space-y-1.5 pl-5 marker:font-semibold marker:text-primary">
              {recipe.instructions.map((step, i) => (
                <li key={`${i}-${step}`}>{step}</li>
              ))}
            </ol>
          </details>
        )}
        <Button asChild className="w-full sm:w-auto sm:justify-self-start">
          <Link to={`/recipes/${encodeURIComponent(recipe.id)}`} aria-describedby={titleId}>
            Ver receita completa
            <ArrowRight aria-hidden="true" />
          </Link>
        </Button>
      </div>
    </article>
  );
}
