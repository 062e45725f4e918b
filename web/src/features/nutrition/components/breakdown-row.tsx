import { cn } from "@/lib/cn";
import type { IngredientTrail } from "../types";
import { formatNumber } from "../lib/format";
import { confidenceLabel } from "../lib/labels";

/** What the api's trail means: food null with 0 kcal is water or the like; kcal null is left out. */
function matchText(item: IngredientTrail): string {
  if (item.food && item.kcal !== null) return `TACO: ${item.food.name}`;
  if (item.food) return `TACO: ${item.food.name} — quantidade não estimada, fora da conta`;
  if (item.kcal === 0) return "Sem calorias (água, gelo ou similar)";
  return "Não encontrado na TACO — fora da conta";
}

export function BreakdownRow({ item }: { item: IngredientTrail }) {
  const counted = item.kcal !== null;
  const confidence = confidenceLabel(item.confidence);
  return (
    <tr className={cn(!counted && "bg-destructive/5")}>
      <th scope="row" className="px-3 py-2 align-top font-normal">
        <span className="block font-medium">{item.line}</span>
        <span className={cn("block text-xs", counted ? "text-muted-foreground" : "text-destructive")}>
          {matchText(item)}
        </span>
      </th>
      <td className="px-2 py-2 text-right align-top whitespace-nowrap tabular-nums">
        {item.grams === null ? "—" : `${formatNumber(item.grams)} g`}
      </td>
      <td className="px-2 py-2 text-right align-top tabular-nums">
        {item.kcal === null ? "—" : formatNumber(item.kcal)}
      </td>
      <td
        className={cn(
          "px-3 py-2 align-top font-medium",
          counted ? confidence.className : "text-muted-foreground",
        )}
      >
        {counted ? confidence.label : "—"}
      </td>
    </tr>
  );
}
