import type { WeeklyMenu, WeeklyMenuDay, WeeklyMenuMeal } from "@chefzap/shared";

const DAYS = [
  "Segunda-feira",
  "Terça-feira",
  "Quarta-feira",
  "Quinta-feira",
  "Sexta-feira",
  "Sábado",
  "Domingo",
];

function aMeal(name: string, calories: number, foods: string[]): WeeklyMenuMeal {
  return {
    name,
    recipe: `Porção para 1 pessoa: ${foods.join(", ")}.`,
    calories,
    time: "15 min",
    minutes: 15,
    difficulty: "Iniciante",
    ingredients: foods,
    protein: 20,
    carbs: 40,
    fat: 10,
  };
}

function aDay(i: number, weekStart: string): WeeklyMenuDay {
  const date = new Date(`${weekStart}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + i);
  return {
    day: DAYS[i]!,
    date: date.toISOString().slice(0, 10),
    meals: {
      "Café da manhã": aMeal(`Pão com ovo ${i + 1}`, 400, ["50 g de pão francês", "50 g de ovo"]),
      Almoço: aMeal(`Arroz, feijão e frango ${i + 1}`, 700, [
        "150 g de arroz (peso cozido)",
        "120 g de frango",
      ]),
      Jantar: aMeal(`Omelete de legumes ${i + 1}`, 500, ["100 g de ovo", "80 g de abobrinha"]),
    },
    totalCalories: 1600 + i,
    protein: 90,
    carbs: 180,
    fat: 50,
  };
}

/** A menu as the api answers it: three meals a day and a short list in two aisles. */
export function aWeeklyMenu(overrides: Partial<WeeklyMenu> = {}): WeeklyMenu {
  const weekStartDate = overrides.weekStartDate ?? "2026-03-23";
  return {
    id: "5b0f9c1e-0000-4000-8000-000000000001",
    title: "Cardápio Semanal – Perda de Peso",
    weekStartDate,
    totalCalories: 1620,
    days: DAYS.map((_, i) => aDay(i, weekStartDate)),
    shoppingList: [
      {
        category: "Proteínas",
        items: [
          { name: "Frango", quantity: "1 kg", checked: false },
          { name: "Ovo", quantity: "12 unidades", checked: true },
        ],
      },
      { category: "Vegetais", items: [{ name: "Abobrinha", quantity: "600 g", checked: false }] },
    ],
    targets: { calories: 1620, protein: 95, carbs: 185, fat: 52 },
    mealsPerDay: 3,
    relaxations: [],
    notes: [
      "Orçamento Econômico (até R$ 100,00 por semana, por pessoa): o custo estimado da semana, R$ 96,40, cabe no limite.",
    ],
    cost: {
      weekCentavos: 9640,
      dayCentavos: [1400, 1380, 1370, 1360, 1390, 1370, 1370],
      includesEstimatedPrices: true,
      estimatedSharePct: 62,
      note:
        "Estimativa para 1 pessoa, pelas porções do cardápio (não pelas embalagens inteiras), com preços por quilo de " +
        "pesquisas de supermercado de 2023 a 2025 (Procon-SP/DIEESE, DIEESE, Kantar, Procon de Itajaí e levantamentos " +
        "de jornais); 62% do valor vem de preços estimados a partir deles, para alimentos que as pesquisas não cobrem.",
      budget: { tier: "economico", capCentavos: 10_000, met: true },
    },
    createdAt: "2026-03-20T12:00:00.000Z",
    ...overrides,
  };
}
