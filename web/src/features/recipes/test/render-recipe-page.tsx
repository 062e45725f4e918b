import type { Recipe } from "@chefzap/shared";
import userEvent from "@testing-library/user-event";
import { stubApi, type StubHandler } from "@/test/api-stub";
import { aRecipe, aUser } from "@/test/factories";
import { renderRoutes } from "@/test/render";
import { RecipePage } from "../components/recipe-page";
import type { NutritionSlot } from "../nutrition-slot";

/** Recipe r1 of user u1 for 2 people, with a fraction and a line that does not scale. */
export const arrozDeForno = (overrides: Partial<Recipe> = {}) =>
  aRecipe({
    id: "r1",
    userId: "u1",
    title: "Arroz de Forno",
    servings: 2,
    ingredients: ["2 xícaras (chá) de arroz", "1/2 cebola", "sal a gosto"],
    instructions: ["Refogue a cebola.", "Junte o arroz e asse."],
    ...overrides,
  });

/**
 * Opens /recipes/r1 for `user` (the owner, u1, unless given) with the api answering `routes`; the app's
 * tests pass the nutrition panel the app composes into the page.
 */
export function renderRecipePage(
  recipe: Recipe,
  routes: Record<string, StubHandler> = {},
  user = aUser(),
  Nutrition?: NutritionSlot,
) {
  const fetchMock = stubApi({
    "GET /api/session": { body: { user } },
    "GET /api/recipes/r1": { body: recipe },
    ...routes,
  });
  const view = renderRoutes(
    [
      { path: "/recipes/:id", element: <RecipePage Nutrition={Nutrition} /> },
      { path: "/dashboard", element: <h1>Painel</h1> },
    ],
    "/recipes/r1",
  );
  return { fetchMock, view, user: userEvent.setup() };
}
