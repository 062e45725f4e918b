import type { Recipe } from "@chefzap/shared";
import userEvent from "@testing-library/user-event";
import { signedInApi, type StubHandler } from "@/test/api-stub";
import { aRecipe } from "@/test/factories";
import { renderRoutes } from "@/test/render";
import { NutritionPanel } from "../components/nutrition-panel";

export const arrozDeForno = (overrides: Partial<Recipe> = {}) =>
  aRecipe({
    id: "r1",
    title: "Arroz de Forno",
    servings: 2,
    ingredients: ["2 xícaras (chá) de arroz", "1 pitada de sumagre"],
    ...overrides,
  });

/** The panel alone for a signed-in cook, at 2 servings, with the api answering `routes`. */
export function renderPanel(routes: Record<string, StubHandler> = {}, recipe = arrozDeForno()) {
  const fetchMock = signedInApi(routes);
  const view = renderRoutes(
    [
      { path: "/recipes/r1", element: <NutritionPanel recipe={recipe} servings={2} /> },
      { path: "/perfil/alergias", element: <h1>Minhas alergias</h1> },
    ],
    "/recipes/r1",
  );
  return { fetchMock, view, user: userEvent.setup() };
}
