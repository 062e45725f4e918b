import { z } from "zod";
import { ORCAMENTOS } from "../nutrition-profile/options.ts";

/** A dish of the menu (spec part 2 §3 "Meal"), with the portions the plan computed. */
export const weeklyMenuMealSchema = z.object({
  /** The dish ("Arroz, feijão e frango grelhado"). */
  name: z.string(),
  /** Preparation text: the portions to serve and how. */
  recipe: z.string(),
  /** kcal of the portions, computed from TACO. */
  calories: z.number().int(),
  /** "20 min". */
  time: z.string(),
  minutes: z.number().int(),
  /** A level name of the difficulty guide ("Iniciante"). */
  difficulty: z.string(),
  /** "150 g de arroz (cozido)", one per food. */
  ingredients: z.array(z.string()),
  protein: z.number(),
  carbs: z.number(),
  fat: z.number(),
});
export type WeeklyMenuMeal = z.infer<typeof weeklyMenuMealSchema>;

export const weeklyMenuDaySchema = z.object({
  /** "Segunda-feira". */
  day: z.string(),
  /** ISO date (YYYY-MM-DD). */
  date: z.string(),
  /** Meal name ("Café da manhã", "Almoço"…) → the dish, in the order of the day. */
  meals: z.record(z.string(), weeklyMenuMealSchema),
  totalCalories: z.number().int(),
  protein: z.number(),
  carbs: z.number(),
  fat: z.number(),
});
export type WeeklyMenuDay = z.infer<typeof weeklyMenuDaySchema>;

export const weeklyMenuShoppingItemSchema = z.object({
  name: z.string(),
  /** As sold: "1 kg", "6 unidades", "1 pacote (500 g)". */
  quantity: z.string(),
  checked: z.boolean(),
});

export const weeklyMenuShoppingCategorySchema = z.object({
  /** Proteínas, Carboidratos, Vegetais, Laticínios, Temperos or Outros. */
  category: z.string(),
  items: z.array(weeklyMenuShoppingItemSchema),
});
export type WeeklyMenuShoppingCategory = z.infer<typeof weeklyMenuShoppingCategorySchema>;

/** The week's food priced per kilogram (api/data/prices), for one person at the menu's portions. */
export const weeklyMenuCostSchema = z.object({
  /** Estimated cost of the week, integer centavos. */
  weekCentavos: z.number().int(),
  /** Each day's cost, Monday first; they add up to `weekCentavos`. */
  dayCentavos: z.array(z.number().int()),
  /** Some foods were priced by an estimate (a rule over cited prices), not by a cited price. */
  includesEstimatedPrices: z.boolean(),
  /** Share of the week's cost that comes from estimated prices, 0–100. */
  estimatedSharePct: z.number().int(),
  /** pt-BR: what is counted and where the prices come from. */
  note: z.string(),
  /** The orcamento the menu was planned for: its weekly ceiling (null for premium) and whether the week fits. */
  budget: z
    .object({
      tier: z.enum(ORCAMENTOS),
      capCentavos: z.number().int().nullable(),
      met: z.boolean(),
    })
    .nullable(),
});
export type WeeklyMenuCost = z.infer<typeof weeklyMenuCostSchema>;

/** GET /api/weekly-menus (newest first), GET /api/weekly-menus/:id, POST /api/generate-structured-menu. */
export const weeklyMenuSchema = z.object({
  id: z.string(),
  title: z.string(),
  /** ISO date of the Monday the week starts on. */
  weekStartDate: z.string(),
  /** The day's energy target, kcal (the "kcal/dia" badge); each day lands within ±5 % of it. */
  totalCalories: z.number().int(),
  days: z.array(weeklyMenuDaySchema),
  shoppingList: z.array(weeklyMenuShoppingCategorySchema),
  targets: z.object({
    calories: z.number().int(),
    protein: z.number(),
    carbs: z.number(),
    fat: z.number(),
  }),
  mealsPerDay: z.number().int(),
  /** What the plan had to give up, in pt-BR ("Terça-feira: …"). */
  relaxations: z.array(z.string()),
  /** How the choices of the form were applied, the budget among them, in pt-BR. */
  notes: z.array(z.string()),
  /** The week's estimated food cost; null for menus planned before costs were computed. */
  cost: weeklyMenuCostSchema.nullable(),
  createdAt: z.string(),
});
export type WeeklyMenu = z.infer<typeof weeklyMenuSchema>;

/** POST /api/generate-weekly-menu answer (spec part 2 §3): the week and its list as text, and the menu. */
export interface WeeklyMenuWizardAnswer {
  cardapio: string;
  listaCompras: string;
  menu: WeeklyMenu;
}

const INDEX = "Escolha um item da lista de compras.";
const index = z.number(INDEX).int(INDEX).min(0, INDEX).max(999, INDEX);

/** PUT /api/weekly-menus/:id/shopping-item (spec part 2 §7). */
export const shoppingItemBodySchema = z.object({
  categoryIndex: index,
  itemIndex: index,
  checked: z.boolean("Envie checked como verdadeiro ou falso."),
});
export type ShoppingItemBody = z.infer<typeof shoppingItemBodySchema>;

/**
 * The bodies of POST /api/generate-weekly-menu ({ prompt, formData }) and /api/generate-structured-menu
 * ({ prompt, profileData }). `prompt` is accepted and ignored: the server plans from the form alone.
 */
export const weeklyMenuRequestSchema = z.object({
  formData: z.unknown().optional(),
  profileData: z.unknown().optional(),
});
