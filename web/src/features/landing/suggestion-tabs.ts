import type { FoodCategory, FoodsResponse } from "@chefzap/shared";

export interface SuggestionTab {
  id: string;
  label: string;
  items: ReadonlyArray<{ name: string; icon: string }>;
}

/**
 * The landing's suggestion tabs (spec part 1 §3) and the food catalogue's categories whose common
 * foods fill each; drinks, frozen and canned foods are left to the typed list.
 */
const TABS: ReadonlyArray<{ id: string; label: string; from: readonly FoodCategory[] }> = [
  { id: "basicos", label: "Básicos", from: ["Carboidratos", "Cereais e Grãos"] },
  { id: "proteinas", label: "Proteínas", from: ["Proteínas"] },
  { id: "vegetais", label: "Vegetais", from: ["Vegetais"] },
  { id: "laticinios", label: "Laticínios", from: ["Laticínios"] },
  { id: "temperos", label: "Temperos", from: ["Temperos"] },
  { id: "frutas", label: "Frutas", from: ["Frutas"] },
  { id: "doces", label: "Doces", from: ["Doces e Sobremesas"] },
];

/** The suggestion tabs with the catalogue's common foods, in the catalogue's order. */
export function suggestionTabs(foods: FoodsResponse): SuggestionTab[] {
  return TABS.map(({ id, label, from }) => ({
    id,
    label,
    items: foods.categories
      .filter((category) => from.includes(category.name))
      .flatMap((category) => category.foods.filter((food) => food.common)),
  }));
}
