import { cn } from "@/lib/cn";
import type { IngredientTrail } from "../types";
import { formatNumber } from "../lib/format";
import { confidenceLabel } from "../lib/labels";

/** What the api's trail means: food null with 0 kcal is water or a pinch of spice; kcal null is left out. */
function matchText(item: IngredientTrail): string {
  if (item.food && item.kcal !== null) return `TACO: ${item.food.name}`;
  if (item.food) return `TACO: ${item.food.name} — quantidade não estimada, fora da conta`;
  if (item.kcal === 0) return "Sem calorias na conta (água ou tempero)";
  return "Não encontrado na TACO — fora da conta";
}

/** On phones the confidence moves under the line, leaving the width to the ingredient's words. */
export function BreakdownRow({ item }: { item: IngredientTrail }) {
  const counted = item.kcal !== null;
  const confidence = counted ? confidenceLabel(item.confidence) : null;
  return (
    <tr className={cn(!counted && "bg-destructive/5")}>
      <th scope="row" className="px-3 py-2 align-top font-normal">
        <span className="block font-medium">{item.line}</span>
        <span className={cn("block text-xs", counted ? "text-muted-foreground" : "text-destructive")}>
          {matchText(item)}
        </span>
        {confidence && (
          <span className="block text-xs sm:hidden">
            Confiança: <span className={cn("font-semibold", confidence.className)}>{confidence.label}</span>
          </span>
        )}
      </th>
      <td className="px-2 py-2 text-right align-top whitespace-nowrap tabular-nums">
        {item.grams === null ? "—" : `${formatNumber(item.grams)} g`}
      </td>
      <td className="px-2 py-2 text-right align-top tabular-nums">
        {item.kcal === null ? "—" : formatNumber(item.kcal)}
      </td>
      <td
        className={cn(
          "hidden px-3 py-2 align-top font-medium sm:table-cell",
          confidence?.className ?? "text-muted-foreground",
        )}
      >
        {confidence?.label ?? "—"}
      </td>
    </tr>
  );
}
