import { countTexts } from "@chefzap/shared";
import type { IngredientTrail, NutritionCount } from "../types";
import { BreakdownRow } from "./breakdown-row";

interface IngredientBreakdownProps {
  trail: IngredientTrail[];
  count?: NutritionCount;
}

/**
 * Line by line, what TACO food each ingredient became and what it weighs in the total. Lines left out
 * stay in the list and say so: a total that quietly skips the cheese would mislead the cook.
 */
export function IngredientBreakdown({ trail, count }: IngredientBreakdownProps) {
  const summary = count && (countTexts(count)?.counted ?? `Todos os ${count.total} ingredientes na conta.`);
  return (
    <section aria-labelledby="breakdown-title" className="grid gap-3">
      <div>
        <h3 id="breakdown-title" className="font-semibold">
          De onde vêm os números
        </h3>
        {summary && <p className="text-sm text-muted-foreground">{summary}</p>}
      </div>
      <div className="overflow-x-auto rounded-xl border border-border">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Ingredientes, alimento da TACO, peso, calorias e confiança</caption>
          <thead className="bg-muted text-xs text-muted-foreground">
            <tr>
              <th scope="col" className="px-3 py-2 font-semibold">
                Ingrediente
              </th>
              <th scope="col" className="px-2 py-2 text-right font-semibold">
                Peso
              </th>
              <th scope="col" className="px-2 py-2 text-right font-semibold">
                kcal
              </th>
              <th scope="col" className="hidden px-3 py-2 font-semibold sm:table-cell">
                Confiança
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-border">
            {trail.map((item, i) => (
              <BreakdownRow key={`${i}-${item.line}`} item={item} />
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
