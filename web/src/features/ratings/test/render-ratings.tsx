import type { MyRating, PublicUser, Recipe, RecipeComment } from "@chefzap/shared";
import userEvent from "@testing-library/user-event";
import { stubApi, type StubHandler, type StubReply } from "@/test/api-stub";
import { aRecipe, aUser } from "@/test/factories";
import { renderRoutes } from "@/test/render";
import { RecipeRatings } from "../components/recipe-ratings";

/** Someone else's published recipe (Bruno's, u2) with two votes averaging 4,5. */
export const moqueca = (overrides: Partial<Recipe> = {}) =>
  aRecipe({
    id: "r1",
    userId: "u2",
    title: "Moqueca",
    averageRating: 45,
    totalRatings: 2,
    isPublished: true,
    ...overrides,
  });

export const aComment = (overrides: Partial<RecipeComment> = {}): RecipeComment => ({
  id: "c1",
  rating: 5,
  comment: "Ficou perfeita!",
  authorName: "Carla M.",
  date: "2026-11-22T15:00:00.000Z",
  mine: false,
  ...overrides,
});

/** What the stubbed api holds: the cook's vote, and an error to answer the next votes with. */
export interface RatingsApiState {
  mine: MyRating;
  failVotes?: StubReply;
}

/**
 * The ratings block of recipe r1 for `user` (Ana, u1, unless null for a visitor), over an api that
 * keeps her vote like the real one and answers `routes`; no comments unless told.
 */
export function renderRatings(
  routes: Record<string, StubHandler> = {},
  {
    recipe = moqueca(),
    user = aUser(),
    mine = null,
  }: { recipe?: Recipe; user?: PublicUser | null; mine?: MyRating } = {},
) {
  const state: RatingsApiState = { mine };
  const vote = (body: unknown): StubReply => {
    if (state.failVotes) return state.failVotes;
    const { rating, comment } = body as { rating: number; comment?: string };
    state.mine = { rating, comment: comment ?? null, updatedAt: new Date().toISOString() };
    return { body: { rating, comment: comment ?? null, averageRating: 47, totalRatings: 3 } };
  };
  const fetchMock = stubApi({
    ...(user ? { "GET /api/session": { body: { user } } } : {}),
    "GET /api/recipes/r1/rating": () => ({ body: state.mine }),
    "POST /api/recipes/r1/rate": vote,
    "GET /api/recipes/r1/comments": { body: [] },
    ...routes,
  });
  const view = renderRoutes(
    [
      { path: "/recipes/:id", element: <RecipeRatings recipe={recipe} /> },
      { path: "/auth", element: <h1>Entrar</h1> },
    ],
    "/recipes/r1",
  );
  return { fetchMock, view, state, user: userEvent.setup() };
}
