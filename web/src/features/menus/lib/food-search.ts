import type { FoodsResponse, FoodSummary } from "@chefzap/shared";

/** Lower case without accents, so "acai" finds "açaí" and "Feijao" finds "feijão". */
export function fold(text: string): string {
  return text.normalize("NFD").replace(/\p{M}/gu, "").toLocaleLowerCase("pt-BR");
}

/** Foods of every category whose name holds the typed text (spec §2: a substring, any case). */
export function searchFoods(catalogue: FoodsResponse, query: string): FoodSummary[] {
  const needle = fold(query.trim());
  if (!needle) return [];
  return catalogue.categories.flatMap((category) =>
    category.foods.filter((food) => fold(food.name).includes(needle)),
  );
}
