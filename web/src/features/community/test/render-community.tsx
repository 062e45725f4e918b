import type { CommunityRecipe, CommunityStats } from "@chefzap/shared";
import userEvent from "@testing-library/user-event";
import { renderRoutes } from "@/test/render";
import { stubApi, type StubHandler, type StubReply } from "@/test/api-stub";
import { CommunityPage } from "../components/community-page";

export const someStats: CommunityStats = { totalRecipes: 1234, totalChefs: 56, totalRatings: 789 };

/** Recipes, a reply, or a reply computed from the request's query. */
type Answer = CommunityRecipe[] | StubReply | ((query: URLSearchParams) => StubReply | Promise<StubReply>);

interface CommunityApi {
  recipes?: Answer;
  top?: Answer;
  stats?: CommunityStats;
}

function handler(answer: Answer): StubHandler {
  if (Array.isArray(answer)) return { body: answer };
  if (typeof answer !== "function") return answer;
  return (_body, url) => answer(url?.searchParams ?? new URLSearchParams());
}

/** The community page at `path` over a stubbed api; the requests' addresses are in `urls`. */
export function renderCommunity(api: CommunityApi = {}, path = "/receitas-da-comunidade") {
  const fetchMock = stubApi({
    "GET /api/community-recipes": handler(api.recipes ?? []),
    "GET /api/top-recipes": handler(api.top ?? []),
    "GET /api/community-stats": { body: api.stats ?? someStats },
  });
  const view = renderRoutes(
    [
      { path: "/receitas-da-comunidade", element: <CommunityPage /> },
      { path: "/minhas-receitas", element: <h1>Minhas Receitas</h1> },
    ],
    path,
  );
  /** The query of every GET to `path` so far. */
  const requests = (apiPath: string) =>
    fetchMock.mock.calls
      .map(([input]) => new URL(String(input), "http://localhost"))
      .filter((url) => url.pathname === apiPath)
      .map((url) => url.searchParams);
  return { user: userEvent.setup(), view, fetchMock, requests };
}
