import type { Recipe } from "@chefzap/shared";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { aRecipe, aUser } from "@/test/factories";
import { renderRoutes } from "@/test/render";
import { signedInApi, stubApi, type StubHandler } from "@/test/api-stub";
import { DashboardPage } from "./dashboard-page";

/**
 * The api's GET /api/recipes over `recipes`: the search (title or ingredients, any case) and the
 * paging happen there, the page size and cursor as the client asks.
 */
function recipesApi(recipes: Recipe[]): StubHandler {
  return (_, url) => {
    const search = url?.searchParams.get("search")?.toLowerCase() ?? "";
    const limit = Number(url?.searchParams.get("limit") ?? recipes.length);
    const from = Number(url?.searchParams.get("cursor") ?? 0);
    const found = recipes.filter((r) =>
      [r.title, ...r.ingredients].some((text) => text.toLowerCase().includes(search)),
    );
    const next = from + limit < found.length ? String(from + limit) : undefined;
    return {
      body: found.slice(from, from + limit),
      headers: { "X-Total-Count": String(found.length), ...(next ? { "X-Next-Cursor": next } : {}) },
    };
  };
}

function renderDashboard(recipes: Recipe[], user = aUser()) {
  const fetchMock = stubApi({
    "GET /api/session": { body: { user } },
    "GET /api/recipes": recipesApi(recipes),
  });
  const view = renderRoutes(
    [
      { path: "/dashboard", element: <DashboardPage /> },
      { path: "/auth", element: <h1>Entrar</h1> },
    ],
    "/dashboard",
  );
  return { user: userEvent.setup(), view, fetchMock };
}

/** The addresses of the recipe lists asked for, in order. */
const listCalls = (fetchMock: ReturnType<typeof stubApi>) =>
  fetchMock.mock.calls.map(([url]) => String(url)).filter((url) => url.startsWith("/api/recipes"));

const manyRecipes = (n: number) => Array.from({ length: n }, (_, i) => aRecipe({ title: `Prato ${i + 1}` }));
const cardTitles = () => screen.queryAllByRole("heading", { level: 3 }).map((h) => h.textContent);

afterEach(() => vi.unstubAllGlobals());

describe("DashboardPage", () => {
  it("greets the user, shows the free quota and the quick actions", async () => {
    renderDashboard([]);
    expect(await screen.findByRole("heading", { name: "Olá, Ana!" })).toBeInTheDocument();
    expect(screen.getByText("Receitas grátis: 1/3")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Nova Receita" })).toHaveAttribute("href", "/");
    expect(screen.getByRole("link", { name: "Cardápio Semanal" })).toHaveAttribute(
      "href",
      "/cardapios-semanais",
    );
  });

  it("shows a Premium badge instead of the quota", async () => {
    renderDashboard([], aUser({ plan: "premium" }));
    expect(await screen.findByText("Premium")).toBeInTheDocument();
    expect(screen.queryByText(/Receitas grátis/)).not.toBeInTheDocument();
  });

  it("shows the WhatsApp card the app hands in, after the quick actions", async () => {
    stubApi({ "GET /api/session": { body: { user: aUser() } }, "GET /api/recipes": { body: [] } });
    renderRoutes(
      [{ path: "/dashboard", element: <DashboardPage Whatsapp={() => <p>Cartão do WhatsApp</p>} /> }],
      "/dashboard",
    );
    const card = await screen.findByText("Cartão do WhatsApp");
    const actions = screen.getByRole("navigation", { name: "Ações rápidas" });
    expect(actions.compareDocumentPosition(card) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it("sends a visitor to /auth", async () => {
    stubApi();
    const view = renderRoutes(
      [
        { path: "/dashboard", element: <DashboardPage /> },
        { path: "/auth", element: <h1>Entrar</h1> },
      ],
      "/dashboard",
    );
    await waitFor(() => expect(view.router.state.location.pathname).toBe("/auth"));
  });

  it("shows 6 skeleton cards while the recipes load", async () => {
    let answer: (reply: { body: Recipe[] }) => void = () => {};
    signedInApi({
      "GET /api/recipes": () => new Promise((r) => (answer = r)),
    });
    const view = renderRoutes([{ path: "/dashboard", element: <DashboardPage /> }], "/dashboard");
    await screen.findByRole("heading", { name: "Olá, Ana!" });
    expect(screen.getByText("Carregando receitas...")).toBeInTheDocument();
    expect(view.container.querySelectorAll('[data-slot="recipe-skeleton"]')).toHaveLength(6);
    answer({ body: [] });
    expect(await screen.findByText("Você ainda não tem receitas")).toBeInTheDocument();
    expect(screen.queryByText("Carregando receitas...")).not.toBeInTheDocument();
  });

  it("offers a first recipe and how it works when there are none", async () => {
    renderDashboard([]);
    expect(await screen.findByRole("link", { name: "Criar Primeira Receita" })).toHaveAttribute("href", "/");
    expect(screen.getByRole("link", { name: "Como Funciona" })).toHaveAttribute("href", "/como-funciona");
  });

  it("shows 3 recipes, 9 with 'Ver todas', the rest with 'Carregar mais', 3 again with 'Ver menos'", async () => {
    const { user, fetchMock } = renderDashboard(manyRecipes(20));
    expect(await screen.findByText("20 receitas")).toBeInTheDocument();
    expect(cardTitles()).toEqual(["Prato 1", "Prato 2", "Prato 3"]);
    expect(screen.queryByRole("button", { name: "Carregar mais" })).not.toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Ver todas" }));
    expect(cardTitles()).toHaveLength(9);

    await user.click(screen.getByRole("button", { name: "Carregar mais" }));
    await waitFor(() => expect(cardTitles()).toHaveLength(18));
    await user.click(screen.getByRole("button", { name: "Carregar mais" }));
    await waitFor(() => expect(cardTitles()).toHaveLength(20));
    expect(cardTitles().at(-1)).toBe("Prato 20");
    expect(screen.queryByRole("button", { name: "Carregar mais" })).not.toBeInTheDocument();
    expect(listCalls(fetchMock)).toEqual([
      "/api/recipes?limit=9",
      "/api/recipes?limit=9&cursor=9",
      "/api/recipes?limit=9&cursor=18",
    ]);

    await user.click(screen.getByRole("button", { name: "Ver menos" }));
    expect(cardTitles()).toHaveLength(3);
  });

  it("has no toggle for 3 recipes or fewer", async () => {
    renderDashboard(manyRecipes(3));
    expect(await screen.findByText("3 receitas")).toBeInTheDocument();
    expect(cardTitles()).toHaveLength(3);
    expect(screen.queryByRole("button", { name: "Ver todas" })).not.toBeInTheDocument();
  });

  it("searches on the server once typing pauses, and clears a search with no results", async () => {
    const tropeiro = aRecipe({ title: "Feijão tropeiro", ingredients: ["feijão"] });
    const { user, fetchMock } = renderDashboard([aRecipe({ title: "Omelete" }), tropeiro]);
    const search = await screen.findByRole("searchbox", { name: "Buscar receitas" });
    await user.type(search, "FEIJÃO");
    await waitFor(() => expect(cardTitles()).toEqual(["Feijão tropeiro"]));
    expect(screen.getByText("1 receita")).toBeInTheDocument();
    // One request for the pause, not one per letter.
    expect(listCalls(fetchMock)).toEqual(["/api/recipes?limit=9", "/api/recipes?search=FEIJ%C3%83O&limit=9"]);

    await user.clear(search);
    await user.type(search, "lasanha");
    expect(await screen.findByText("Nenhuma receita encontrada para “lasanha”.")).toBeInTheDocument();
    expect(screen.queryByText("Você ainda não tem receitas")).not.toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Limpar busca" }));
    expect(search).toHaveValue("");
    await waitFor(() => expect(cardTitles()).toEqual(["Omelete", "Feijão tropeiro"]));
  });

  it("shows a card's details: 4 ingredients plus '+N mais', defaults, date and its own tip only", async () => {
    const full = aRecipe({
      id: "r-42",
      title: "Galinhada",
      ingredients: ["frango", "arroz", "açafrão", "cebola", "alho", "cheiro-verde"],
      cookingTime: 0,
      servings: 0,
      tips: "Use arroz do dia anterior.",
      createdAt: "2026-11-22T15:00:00.000Z",
    });
    const plain = aRecipe({ title: "Arroz simples", tips: "Aproveite sua receita!" });
    renderDashboard([full, plain]);

    const card = (await screen.findByRole("link", { name: "Galinhada" })).closest("li")!;
    expect(screen.getByRole("link", { name: "Galinhada" })).toHaveAttribute("href", "/recipes/r-42");
    const ingredients = within(card).getByRole("list", { name: "Ingredientes" });
    expect(
      within(ingredients)
        .getAllByRole("listitem")
        .map((li) => li.textContent),
    ).toEqual(["frango", "arroz", "açafrão", "cebola", "+2 mais"]);
    expect(within(card).getByText("30 min")).toBeInTheDocument();
    expect(within(card).getByText("2 porções")).toBeInTheDocument();
    expect(within(card).getByText("22/11/2026")).toBeInTheDocument();
    expect(within(card).getByText("Use arroz do dia anterior.")).toBeInTheDocument();
    expect(screen.queryByText("Aproveite sua receita!")).not.toBeInTheDocument();
  });

  it("explains a failed load and retries", async () => {
    const fetchMock = signedInApi({
      "GET /api/recipes": { status: 500, body: { error: "internal_error", message: "Erro interno" } },
    });
    renderRoutes([{ path: "/dashboard", element: <DashboardPage /> }], "/dashboard");
    expect(await screen.findByText("Não foi possível carregar suas receitas.")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Tentar novamente" }));
    await waitFor(() =>
      expect(listCalls(fetchMock)).toEqual(["/api/recipes?limit=9", "/api/recipes?limit=9"]),
    );
  });
});
