import { isIncompleteCount } from "@chefzap/shared";
import type { NutritionAnalysis } from "../types";
import { CountNotice } from "./count-notice";
import { HealthScoreMeter } from "./health-score-meter";
import { IngredientBreakdown } from "./ingredient-breakdown";
import { MacroChart } from "./macro-chart";
import { MacroSummary } from "./macro-summary";
import { MicronutrientBars } from "./micronutrient-bars";

export function NutritionTab({ analysis }: { analysis: NutritionAnalysis }) {
  const { nutrition, ingredients, count, notes } = analysis;
  return (
    <div className="grid gap-6">
      <CountNotice count={count} />
      <div className="grid gap-4 lg:grid-cols-[1fr_2fr]">
        <HealthScoreMeter score={analysis.healthScore} />
        <MacroSummary perServing={nutrition.perServing} floor={isIncompleteCount(count)} />
      </div>
      <MacroChart perServing={nutrition.perServing} />
      <MicronutrientBars totals={nutrition.totals} />
      {ingredients && ingredients.length > 0 && <IngredientBreakdown trail={ingredients} count={count} />}
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
