import { countTexts, type NutritionAnalysis } from "@chefzap/shared";
import { z } from "zod";
import { defineTool, lastRecipe, noRecipeYet, type ToolServices } from "./tool.ts";

const grams = (n: number) => `${Math.round(n).toLocaleString("pt-BR")} g`;

function nutritionText(analysis: NutritionAnalysis): string {
  const p = analysis.nutrition.perServing;
  const gaps = countTexts(analysis.count);
  // With a line left out every figure is a floor; a plain number would read as the dish's.
  const floor = gaps ? "Pelo menos " : "";
  const lines = [
    `*Nutrição por porção* (${analysis.servings} ${analysis.servings === 1 ? "porção" : "porções"})`,
    `${floor}${Math.round(p.calories)} kcal · proteínas ${grams(p.protein)} · carboidratos ${grams(p.carbohydrates)} · gorduras ${grams(p.fat)}`,
  ];
  if (gaps) lines.push(`_${gaps.counted} ${gaps.missing} Os números são um mínimo._`);
  // The full TACO citation is on the recipe's page; a phone reads one short line.
  lines.push("_Fonte: tabela TACO (Unicamp)._");
  return lines.join("\n");
}

function summaryKcal(analysis: NutritionAnalysis): string {
  const kcal = `${Math.round(analysis.nutrition.perServing.calories)} kcal`;
  const missing = analysis.count.missing;
  return missing.length > 0 ? `pelo menos ${kcal} (fora da conta: ${missing.join("; ")})` : kcal;
}

function allergyText(analysis: NutritionAnalysis, declared: readonly string[]): string {
  if (analysis.allergies.length === 0) return "Não encontrei alergênicos da lista da ANVISA nesta receita.";
  const lines = analysis.allergies.map((a) => {
    const mine = declared.includes(a.allergenId) ? " ⚠️ *você declarou alergia*" : "";
    return `• *${a.allergen}*${mine}: ${a.ingredients.join(", ")}`;
  });
  return ["*Alergênicos*", ...lines].join("\n");
}

export const nutritionTool = (services: ToolServices) =>
  defineTool({
    name: "nutricao_da_receita",
    description:
      "Calorias, macronutrientes e alergênicos da última receita (tabela TACO e lista da ANVISA), com alerta para as alergias que a pessoa declarou.",
    schema: z.object({}),
    async run(ctx) {
      const recipe = await lastRecipe(services, ctx);
      if (!recipe) return noRecipeYet();
      ctx.progress("calculando");
      const analysis = await services.nutrition.analyze(
        { ingredients: recipe.ingredients, servings: recipe.servings, title: recipe.title },
        ctx.user,
      );
      const text = `${nutritionText(analysis)}\n\n${allergyText(analysis, ctx.user.allergies)}`;
      return {
        replies: [{ kind: "link", text, label: "Ver os detalhes", url: ctx.links.recipe(recipe.id) }],
        summary: `${summaryKcal(analysis)} por porção; alergênicos: ${analysis.allergies.map((a) => a.allergen).join(", ") || "nenhum"}. Já foi mostrado à pessoa.`,
      };
    },
  });
