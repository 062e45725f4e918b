import type { NutritionAnalysis } from "../types";

/**
 * An analysis as the api sends it for "Arroz de Forno" at 2 servings: one allergy per severity, a
 * line TACO does not know (so the trail shows it left out) and sugar null as TACO gives it.
 */
export function anAnalysis(overrides: Partial<NutritionAnalysis> = {}): NutritionAnalysis {
  return {
    title: "Arroz de Forno",
    servings: 2,
    healthScore: 72,
    nutrition: {
      perServing: { calories: 412, protein: 12.5, carbohydrates: 60.2, fat: 13.1 },
      totals: { fiber: 3.2, sugar: null, sodium: 2800, calcium: 180, iron: 1.4, vitaminC: 4.5 },
      totalsBasis: "per_serving",
      recipe: { calories: 824, protein: 25, carbohydrates: 120.4, fat: 26.2 },
    },
    recommendations: ["Acrescente legumes para aumentar as fibras."],
    allergies: [
      {
        allergen: "Leite",
        allergenId: "leite",
        severity: "high",
        description: "Você informou restrição a leite: esta receita contém esse ingrediente.",
        ingredients: ["100 g de queijo muçarela"],
      },
      {
        allergen: "Glúten",
        allergenId: "gluten",
        severity: "medium",
        description: "Contém glúten.",
        ingredients: ["2 colheres de farinha de trigo"],
      },
      {
        allergen: "Ovos",
        allergenId: "ovos",
        severity: "low",
        description: "Pode conter ovos; confira o rótulo dos ingredientes.",
        ingredients: ["macarrão"],
      },
    ],
    substitutions: [
      {
        original: "arroz branco",
        alternative: "arroz integral",
        benefit: "Mais fibras e saciedade.",
        nutritionalImpact: "+2,1 g de fibras por porção",
        difficulty: "easy",
      },
    ],
    ingredients: [
      {
        line: "2 xícaras (chá) de arroz",
        food: { tacoId: 4, name: "Arroz, tipo 1, cru" },
        grams: 384,
        kcal: 1375,
        confidence: 0.9,
      },
      { line: "1 pitada de sumagre", food: null, grams: null, kcal: null, confidence: 0 },
    ],
    coverage: { lines: 50, grams: 98 },
    count: { counted: 1, total: 2, missing: ["1 pitada de sumagre"] },
    notes: ["Açúcares: a tabela TACO não analisa açúcares."],
    citation: "Valores nutricionais: NEPA – UNICAMP. Tabela brasileira de composição de alimentos (TACO).",
    ...overrides,
  };
}
