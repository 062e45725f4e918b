import { detectAllergens } from "../src/ai/grounding/index.ts";
import { analyzeRecipe } from "../src/modules/nutrition/analyze-recipe.ts";
import { measure, report } from "./stats.ts";

/** A 20-line home recipe; the amount varies per run so nothing but the food matching is reused. */
function recipe(i: number): string[] {
  const n = 1 + (i % 5);
  return [
    `${500 + i} g de peito de frango em cubos`,
    `${n} xícaras (chá) de arroz`,
    "1 xícara de feijão carioca",
    `${n} cebolas picadas`,
    "3 dentes de alho amassados",
    "2 tomates maduros sem pele",
    "1 pimentão vermelho",
    "2 cenouras raladas",
    "1 abobrinha em cubos",
    "2 colheres (sopa) de azeite",
    "1 colher (sopa) de manteiga",
    "1 caixa de creme de leite",
    "3 colheres (sopa) de extrato de tomate",
    "100 g de queijo muçarela ralado",
    "2 ovos",
    "1 xícara (chá) de leite",
    "2 colheres (sopa) de farinha de trigo",
    "sal a gosto",
    "pimenta-do-reino a gosto",
    "cheiro-verde picado",
  ];
}

export async function nutritionBench(): Promise<void> {
  const start = performance.now();
  analyzeRecipe(recipe(0), 4);
  // Includes reading api/data only when no earlier bench (generation summaries) has done it.
  console.log(`first analysis of this bench: ${(performance.now() - start).toFixed(1)} ms`);
  report(
    "nutrition analysis, 20 ingredients",
    await measure(2000, (i) => {
      const lines = recipe(i);
      analyzeRecipe(lines, 1 + (i % 8));
      detectAllergens(lines, ["leite"]);
    }),
    "p50 ≤ 5 ms",
  );
}
