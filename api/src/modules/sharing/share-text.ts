import { durationText, parseIngredientLine, totalRecipeMinutes } from "@chefzap/shared";
import type { RecipeRow } from "../../db/schema/index.ts";
import { averageRatingX10 } from "../recipes/index.ts";

const INGREDIENTS_SHOWN = 3;
const oneDecimal = new Intl.NumberFormat("pt-BR", { minimumFractionDigits: 1, maximumFractionDigits: 1 });
const list = new Intl.ListFormat("pt-BR", { type: "conjunction" });

/** "40 min", "1 h 30 min": start to table, with the waits the steps state ("Gele por 4 horas"). */
export function cookingTimeText(row: Pick<RecipeRow, "cookingTime" | "instructions">): string {
  return durationText(totalRecipeMinutes(row));
}

export const servingsText = (servings: number) => `${servings} ${servings === 1 ? "porção" : "porções"}`;

/** "4,5 (12 avaliações)", or nothing before the first vote. */
export function ratingText(row: Pick<RecipeRow, "ratingSum" | "ratingCount">): string | undefined {
  if (row.ratingCount === 0) return undefined;
  const stars = oneDecimal.format(averageRatingX10(row.ratingSum, row.ratingCount) / 10);
  return `${stars} (${row.ratingCount} ${row.ratingCount === 1 ? "avaliação" : "avaliações"})`;
}

/** The foods of the first lines, without "sal a gosto" and the like, each once. */
function mainFoods(ingredients: string[]): { foods: string[]; more: boolean } {
  const foods = [
    ...new Set(
      ingredients
        .map(parseIngredientLine)
        .filter((line) => !line.toTaste && line.food.trim())
        .map((line) => line.food.trim().toLowerCase()),
    ),
  ];
  return { foods: foods.slice(0, INGREDIENTS_SHOWN), more: foods.length > INGREDIENTS_SHOWN };
}

/** The preview's line: "Pronta em 40 min, rende 4 porções. Leva frango, arroz, cebola e mais." */
export function previewDescription(
  row: Pick<RecipeRow, "cookingTime" | "instructions" | "servings" | "ingredients">,
): string {
  const facts = `Pronta em ${cookingTimeText(row)}, rende ${servingsText(row.servings)}.`;
  const { foods, more } = mainFoods(row.ingredients);
  if (foods.length === 0) return facts;
  return `${facts} Leva ${list.format(more ? [...foods, "mais"] : foods)}.`;
}
