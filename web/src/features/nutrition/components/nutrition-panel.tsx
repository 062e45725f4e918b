import type { Recipe } from "@chefzap/shared";
import { Salad } from "lucide-react";
import { Card } from "@/components/ui/card";
import { useNutritionAnalysis } from "../hooks/use-nutrition-analysis";
import { CalculateAction } from "./calculate-action";
import { NutritionError } from "./nutrition-error";
import { NutritionResultCard } from "./nutrition-result-card";

interface NutritionPanelProps {
  recipe: Recipe;
  /** The servings chosen on the page; the analysis follows them. */
  servings: number;
}

/** Spec §4 "Nutrition panel": a button until there is a result, then the result card. */
export function NutritionPanel({ recipe, servings }: NutritionPanelProps) {
  const { analysis, analyze, isPending, error, isStale } = useNutritionAnalysis(recipe, servings);
  if (analysis)
    return (
      <NutritionResultCard
        analysis={analysis}
        onRecalculate={analyze}
        isPending={isPending}
        isStale={isStale}
        error={error}
      />
    );
  return (
    <Card aria-labelledby="nutrition-title" role="region" className="grid gap-4 p-5 sm:p-6">
      <div className="flex gap-3">
        <Salad aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-success" />
        <div className="grid gap-1">
          <h2 id="nutrition-title" className="text-xl font-bold">
            Informações nutricionais
          </h2>
          <p className="text-sm text-muted-foreground">
            Calorias, macronutrientes, alergênicos e sugestões de melhoria por porção, com dados da tabela
            TACO.
          </p>
        </div>
      </div>
      {error && !isPending ? (
        <NutritionError error={error} onRetry={analyze} />
      ) : (
        <CalculateAction isPending={isPending} onCalculate={analyze} />
      )}
    </Card>
  );
}
