import type { NutritionAnalysis } from "../types";
import { HealthScoreMeter } from "./health-score-meter";
import { IngredientBreakdown } from "./ingredient-breakdown";
import { MacroChart } from "./macro-chart";
import { MacroSummary } from "./macro-summary";
import { MicronutrientBars } from "./micronutrient-bars";

export function NutritionTab({ analysis }: { analysis: NutritionAnalysis }) {
  const { nutrition, ingredients, coverage, notes } = analysis;
  return (
    <div className="grid gap-6">
      <div className="grid gap-4 lg:grid-cols-[1fr_2fr]">
        <HealthScoreMeter score={analysis.healthScore} />
        <MacroSummary perServing={nutrition.perServing} />
      </div>
      <MacroChart perServing={nutrition.perServing} />
      <MicronutrientBars totals={nutrition.totals} />
      {ingredients && ingredients.length > 0 && (
        <IngredientBreakdown trail={ingredients} coverage={coverage} />
      )}
      {notes && notes.length > 0 && (
        <section aria-labelledby="nutrition-notes-title" className="grid gap-1.5 text-sm">
          <h3 id="nutrition-notes-title" className="font-semibold">
            Observações
          </h3>
          <ul className="grid list-disc gap-1 pl-5 text-muted-foreground">
            {notes.map((note) => (
              <li key={note}>{note}</li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
