import { useQuery } from "@tanstack/react-query";
import { Navigate, useParams } from "react-router";
import { useDocumentTitle } from "@/lib/use-document-title";
import { recipeQueryOptions } from "../api/get-recipe";
import type { RecipeSlots } from "../recipe-slots";
import { RecipeDetail } from "./recipe-detail";
import { RecipeNotFound } from "./recipe-not-found";
import { RecipeSkeleton } from "./recipe-skeleton";

/**
 * /recipes/{id}: public by link; a missing id goes to /dashboard, any load failure says not found.
 * `Nutrition`, `Ratings` and `Report` come from the app (the nutrition and ratings features).
 */
export function RecipePage(slots: RecipeSlots) {
  const { id = "" } = useParams();
  const recipe = useQuery({ ...recipeQueryOptions(id), enabled: id !== "" });
  useDocumentTitle(recipe.data?.title ?? (recipe.isError ? "Receita não encontrada" : "Receita"));

  if (!id) return <Navigate to="/dashboard" replace />;
  if (recipe.isPending) return <RecipeSkeleton />;
  if (recipe.isError) return <RecipeNotFound />;
  // Keyed by id: a modified recipe is a new one and starts from its own servings.
  return <RecipeDetail key={recipe.data.id} recipe={recipe.data} {...slots} />;
}
