import type { Recipe, UserRecipeBody } from "@chefzap/shared";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { signedInApi, type StubHandler } from "@/test/api-stub";
import { aRecipe } from "@/test/factories";
import { renderRoutes } from "@/test/render";
import { MyRecipesPage } from "../components/my-recipes-page";

/**
 * /minhas-receitas for a signed-in cook, over an api that keeps the cook's recipes: a POST adds one
 * (private), a publish marks it, and the next GET answers the new list.
 */
export function renderMyRecipes(initial: Recipe[] = [], routes: Record<string, StubHandler> = {}) {
  const recipes = [...initial];
  const fetchMock = signedInApi({
    "GET /api/user-recipes": () => ({ body: recipes }),
    "POST /api/user-recipes": (body) => {
      const sent = body as UserRecipeBody;
      const { title, description, ingredients, instructions, cookingTime, servings } = sent;
      const created = aRecipe({
        ...{ title, description, ingredients, instructions, cookingTime, servings },
        isPublished: false,
        source: "user",
      });
      recipes.unshift(created);
      return { status: 201, body: created };
    },
    ...routes,
  });
  const view = renderRoutes(
    [
      { path: "/minhas-receitas", element: <MyRecipesPage /> },
      { path: "/recipes/:id", element: <h1>Receita</h1> },
      { path: "/auth", element: <h1>Entrar</h1> },
    ],
    "/minhas-receitas",
  );
  return { fetchMock, view, recipes, user: userEvent.setup() };
}

export const field = (name: string) => screen.getByRole("textbox", { name });

/** Opens the form and types a complete recipe. */
export async function writeRecipe(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole("button", { name: "Nova Receita" }));
  await user.type(field("Título"), "Bolo de fubá");
  await user.type(field("Descrição"), "O bolo da vó.");
  await user.type(field("Ingredientes"), "2 xic de fubá{Enter}3 ovos");
  await user.type(field("Modo de preparo"), "misture tudo{Enter}asse");
}
