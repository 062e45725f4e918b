import type { FoodCategory, FoodRow } from "@chefzap/shared";
import { catalogue } from "../../catalogue/index.ts";
import { gramsAsBought } from "./food-facts.ts";
import { purchaseOf } from "./shopping-quantity.ts";
import type { WeekPlan } from "./types.ts";

/** The weekly menu's shopping categories (spec part 2, weekly menus page), in its order. */
export const MENU_SHOPPING_CATEGORIES = [
  "Proteínas",
  "Carboidratos",
  "Vegetais",
  "Laticínios",
  "Temperos",
  "Outros",
] as const;
export type MenuShoppingCategory = (typeof MENU_SHOPPING_CATEGORIES)[number];

export interface MenuShoppingItem {
  foodId: string;
  name: string;
  quantity: string;
  /** Grams bought, after rounding up to what is sold. */
  grams: number;
  checked: boolean;
}

export interface MenuShoppingGroup {
  category: MenuShoppingCategory;
  items: MenuShoppingItem[];
}

// Fruit is bought with the vegetables; grains with the carbohydrates; the rest of the 12 selector
// categories has no section of its own in the menu's list.
const SECTION: Record<FoodCategory, MenuShoppingCategory> = {
  Proteínas: "Proteínas",
  Carboidratos: "Carboidratos",
  "Cereais e Grãos": "Carboidratos",
  Vegetais: "Vegetais",
  Frutas: "Vegetais",
  Laticínios: "Laticínios",
  Temperos: "Temperos",
  "Oleaginosas e Nozes": "Outros",
  Bebidas: "Outros",
  "Doces e Sobremesas": "Outros",
  Congelados: "Outros",
  "Enlatados e Conservas": "Outros",
};

// Brewed coffee is planned as drunk (TACO "Café, infusão 10 %"); what is bought is the ground coffee.
const BOUGHT_AS: Record<string, { food: string; factor: number }> = {
  cafe: { food: "cafe_em_po", factor: 0.1 },
};

/**
 * The week's foods merged in grams as bought (cooked portions turned back into raw weight), less what
 * the cook has at home (`itensEmCasa`, food ids; a kind of a food the cook has counts as had), rounded
 * up to what is sold and grouped in the spec's six categories.
 */
export function buildMenuShoppingList(
  plan: WeekPlan,
  itensEmCasa: readonly string[] = [],
): MenuShoppingGroup[] {
  const need = new Map<string, number>();
  for (const food of plan.days.flatMap((d) => d.meals.flatMap((m) => m.foods))) {
    const raw = food.cooked ? gramsAsBought(food.foodId, food.grams) : food.grams;
    const bought = BOUGHT_AS[food.foodId];
    const id = bought?.food ?? food.foodId;
    need.set(id, (need.get(id) ?? 0) + raw * (bought?.factor ?? 1));
  }
  const groups = new Map<MenuShoppingCategory, MenuShoppingItem[]>();
  for (const [id, grams] of need) {
    const food = catalogue().byId(id)!;
    if (hasAtHome(food, itensEmCasa) || grams <= 0) continue;
    const category = sectionOf(food);
    const { quantity, grams: bought } = purchaseOf(food, grams);
    groups.set(category, [
      ...(groups.get(category) ?? []),
      { foodId: id, name: food.name, quantity, grams: bought, checked: false },
    ]);
  }
  return MENU_SHOPPING_CATEGORIES.filter((c) => groups.has(c)).map((category) => ({
    category,
    items: groups.get(category)!.sort((a, b) => a.name.localeCompare(b.name, "pt-BR")),
  }));
}

function hasAtHome(food: FoodRow, itensEmCasa: readonly string[]): boolean {
  return itensEmCasa.includes(food.id) || (food.parent !== undefined && itensEmCasa.includes(food.parent));
}

function sectionOf(food: FoodRow): MenuShoppingCategory {
  return food.role === "protein" ? "Proteínas" : SECTION[food.category];
}
