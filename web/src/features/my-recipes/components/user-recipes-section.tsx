import { CircleAlert } from "lucide-react";
import { Alert } from "@/components/ui/alert";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { errorMessage } from "@/lib/error-message";
import { useUserRecipes } from "../api/get-user-recipes";
import { UserRecipeCard } from "./user-recipe-card";
import { UserRecipesEmpty } from "./user-recipes-empty";
import { UserRecipesSkeleton } from "./user-recipes-skeleton";

/** The cook's recipes, newest first, with the loading, empty and error states. */
export function UserRecipesSection({ onCreate }: { onCreate: () => void }) {
  const recipes = useUserRecipes();
  const list = recipes.data ?? [];

  return (
    <section aria-labelledby="user-recipes-heading" className="grid gap-4">
      <div className="flex items-center gap-2">
        <h2 id="user-recipes-heading" tabIndex={-1} className="text-xl font-bold outline-none">
          Suas receitas
        </h2>
        {recipes.isSuccess && (
          <Badge aria-live="polite">{list.length === 1 ? "1 receita" : `${list.length} receitas`}</Badge>
        )}
      </div>
      {recipes.isPending && <UserRecipesSkeleton />}
      {recipes.isError && (
        <Alert variant="destructive" role="alert" className="items-start">
          <CircleAlert aria-hidden="true" />
          <div className="grid gap-2">
            <p>Não foi possível carregar suas receitas. {errorMessage(recipes.error)}</p>
            <Button
              variant="outline"
              size="sm"
              className="justify-self-start"
              onClick={() => void recipes.refetch()}
            >
              Tentar novamente
            </Button>
          </div>
        </Alert>
      )}
      {recipes.isSuccess && list.length === 0 && <UserRecipesEmpty onCreate={onCreate} />}
      {list.length > 0 && (
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {list.map((recipe) => (
            <li key={recipe.id} className="grid">
              <UserRecipeCard recipe={recipe} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
