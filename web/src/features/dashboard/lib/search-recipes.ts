import { ingredientKey, type Recipe } from "@chefzap/shared";

type Searchable = Pick<Recipe, "title" | "ingredients" | "ingredientsList">;

/** True when the query appears in the title or any ingredient, ignoring case and accents ("feijao" ≈ "Feijão"). */
export function matchesRecipe(recipe: Searchable, query: string): boolean {
  const key = ingredientKey(query);
  if (!key) return true;
  const texts = [recipe.title, ...recipe.ingredients, ...(recipe.ingredientsList ?? [])];
  return texts.some((text) => ingredientKey(text).includes(key));
}

/** The recipes matching the dashboard search, in their original order; all of them for a blank query. */
export function searchRecipes<T extends Searchable>(recipes: readonly T[], query: string): T[] {
  return recipes.filter((recipe) => matchesRecipe(recipe, query));
}
