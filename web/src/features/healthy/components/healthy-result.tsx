import { recipeTimeText, type HealthyRecipeResponse } from "@chefzap/shared";
import { ArrowRight, CircleCheck, Clock, Users, Wrench } from "lucide-react";
import { Link } from "react-router";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { LeftOutNote } from "@/components/left-out-note";
import { NutrientGrid } from "./nutrient-grid";

/** The generated recipe with the server's numbers and its reasons; the full recipe is one link away. */
export function HealthyResult({ result }: { result: HealthyRecipeResponse }) {
  const { recipe, check } = result;
  return (
    <article aria-labelledby="healthy-result-title" className="grid gap-4">
      <header className="grid gap-2">
        <h2 id="healthy-result-title" tabIndex={-1} className="text-xl font-bold leading-tight outline-none">
          {recipe.title}
        </h2>
        <div className="flex flex-wrap gap-2">
          <Badge className="gap-1">
            <Clock aria-hidden="true" className="size-3.5" /> {recipeTimeText(recipe)}
          </Badge>
          <Badge className="gap-1">
            <Users aria-hidden="true" className="size-3.5" /> {recipe.servings}{" "}
            {recipe.servings === 1 ? "porção" : "porções"}
          </Badge>
        </div>
        {recipe.description && <p className="text-sm text-muted-foreground">{recipe.description}</p>}
      </header>
      <LeftOutNote leftOut={recipe.leftOut} Heading="h3" />
      <section aria-labelledby="per-serving-title" className="grid gap-2">
        <h3 id="per-serving-title" className="text-sm font-semibold">
          Por porção
        </h3>
        <NutrientGrid facts={check.perServing} />
      </section>
      <section aria-labelledby="why-title" className="grid gap-2">
        <h3 id="why-title" className="text-sm font-semibold">
          Por que ela combina com você
        </h3>
        <ul className="grid gap-1.5 text-sm">
          {check.reasons.map((reason) => (
            <li key={reason} className="flex gap-2">
              <CircleCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-success" />
              {reason}
            </li>
          ))}
        </ul>
      </section>
      {check.adjustments.length > 0 && (
        <section aria-labelledby="adjustments-title" className="grid gap-2">
          <h3 id="adjustments-title" className="text-sm font-semibold">
            Ajustes que fizemos
          </h3>
          <ul className="grid gap-1.5 text-sm text-muted-foreground">
            {check.adjustments.map((note) => (
              <li key={note} className="flex gap-2">
                <Wrench aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
                {note}
              </li>
            ))}
          </ul>
        </section>
      )}
      <Button asChild variant="secondary" size="lg" className="w-full">
        <Link to={`/recipes/${recipe.id}`}>
          Ver receita completa
          <ArrowRight aria-hidden="true" />
        </Link>
      </Button>
      <p className="text-xs text-muted-foreground">{check.citation}</p>
    </article>
  );
}
