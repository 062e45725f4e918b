import { screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { StubReply } from "@/test/api-stub";
import { aCommunityRecipe, manyCommunityRecipes } from "../test/community-recipe";
import { renderCommunity } from "../test/render-community";

afterEach(() => vi.unstubAllGlobals());

const titles = (section: HTMLElement) =>
  within(section)
    .queryAllByRole("heading", { level: 3 })
    .map((h) => h.textContent);
const allRecipes = () => screen.getByRole("region", { name: "Todas as Receitas da Comunidade" });
const findAllRecipes = () => screen.findByRole("region", { name: "Todas as Receitas da Comunidade" });

describe("CommunityPage", () => {
  it("shows the community's totals and a way to share a recipe", async () => {
    renderCommunity({ recipes: manyCommunityRecipes(1) });
    const stats = await screen.findByText("1.234");
    expect(stats.closest("div")).toHaveTextContent("Receitas");
    expect(screen.getByText("56").closest("div")).toHaveTextContent("Chefs");
    expect(screen.getByText("789").closest("div")).toHaveTextContent("Avaliações");
    expect(screen.getByRole("link", { name: "Compartilhar Minha Receita" })).toHaveAttribute(
      "href",
      "/minhas-receitas",
    );
  });

  it("features the 3 best recipes, each with 'Ver Receita'", async () => {
    const top = [
      aCommunityRecipe({ id: "t1", title: "Moqueca", averageRating: 49, totalRatings: 30 }),
      aCommunityRecipe({ id: "t2", title: "Feijoada", averageRating: 47, totalRatings: 12 }),
      aCommunityRecipe({ id: "t3", title: "Pão de queijo", averageRating: 45, totalRatings: 8 }),
    ];
    const { requests } = renderCommunity({ top });
    const featured = await screen.findByRole("region", { name: "Receitas em Destaque" });
    expect(await within(featured).findByText("Moqueca")).toBeInTheDocument();
    expect(titles(featured)).toEqual(["Moqueca", "Feijoada", "Pão de queijo"]);
    const links = within(featured).getAllByRole("link", { name: "Ver Receita" });
    expect(links.map((link) => link.getAttribute("href"))).toEqual([
      "/recipes/t1",
      "/recipes/t2",
      "/recipes/t3",
    ]);
    expect(links[0]).toHaveAccessibleDescription("Moqueca");
    expect(requests("/api/top-recipes").map((query) => query.get("limit"))).toEqual(["3"]);
  });

  it("shows the featured block and the list together, so an empty featured block moves nothing", async () => {
    let answerTop: (reply: StubReply) => void = () => {};
    renderCommunity({
      recipes: manyCommunityRecipes(2),
      top: () => new Promise<StubReply>((resolve) => (answerTop = resolve)),
    });
    await screen.findByText("1.234");
    expect(await screen.findByRole("status")).toHaveTextContent("Carregando receitas...");
    expect(screen.queryByRole("region", { name: "Todas as Receitas da Comunidade" })).toBeNull();

    answerTop({ body: [] });
    expect(await within(await findAllRecipes()).findByText("Prato 2")).toBeInTheDocument();
    expect(screen.queryByRole("region", { name: "Receitas em Destaque" })).toBeNull();
    expect(screen.queryByRole("status")).toBeNull();
  });

  it("sends the search to the server and shows what it answers, keeping it in the address", async () => {
    const tropeiro = aCommunityRecipe({ title: "Tropeiro mineiro", ingredients: ["feijão", "bacon"] });
    const { user, view, requests } = renderCommunity({
      recipes: (query) => ({
        body: query.get("search") ? [tropeiro] : manyCommunityRecipes(3),
      }),
    });
    await within(await findAllRecipes()).findByText("Prato 1");
    await user.type(screen.getByRole("searchbox", { name: "Buscar receitas ou ingredientes" }), "feijao");

    expect(await within(allRecipes()).findByText("Tropeiro mineiro")).toBeInTheDocument();
    expect(titles(allRecipes())).toEqual(["Tropeiro mineiro"]);
    expect(screen.getByText("1 receita")).toBeInTheDocument();
    const searched = requests("/api/community-recipes").at(-1)!;
    expect(searched.get("search")).toBe("feijao");
    // No sort chosen: the server ranks a search by relevance, and the select says so.
    expect(searched.has("sort")).toBe(false);
    expect(screen.getByRole("combobox", { name: "Ordenar por" })).toHaveDisplayValue("Relevância");
    expect(view.router.state.location.search).toBe("?search=feijao");
    // One request per pause in typing, not one per letter.
    expect(requests("/api/community-recipes").filter((query) => query.has("search"))).toHaveLength(1);
    // The featured block stands aside while searching.
    expect(screen.queryByRole("region", { name: "Receitas em Destaque" })).not.toBeInTheDocument();
  });

  it("sends the filter and the sort, and Back undoes them", async () => {
    const { user, view, requests } = renderCommunity({ recipes: manyCommunityRecipes(2) });
    await within(await findAllRecipes()).findByText("Prato 1");
    expect(requests("/api/community-recipes")[0]!.toString()).toBe("limit=24");

    await user.selectOptions(screen.getByRole("combobox", { name: "Filtrar" }), "Até 30 min");
    await user.selectOptions(screen.getByRole("combobox", { name: "Ordenar por" }), "Melhor nota");
    await waitFor(() => expect(requests("/api/community-recipes").at(-1)!.get("sort")).toBe("rating"));
    expect(requests("/api/community-recipes").at(-1)!.get("filter")).toBe("quick");
    expect(view.router.state.location.search).toBe("?filter=quick&sort=rating");

    await view.router.navigate(-1);
    await waitFor(() =>
      expect(screen.getByRole("combobox", { name: "Ordenar por" })).toHaveDisplayValue("Mais recentes"),
    );
    expect(screen.getByRole("combobox", { name: "Filtrar" })).toHaveDisplayValue("Até 30 min");
  });

  it("opens a shared search with its term, filter and sort", async () => {
    const { requests } = renderCommunity(
      { recipes: [aCommunityRecipe({ title: "Bolo de fubá" })] },
      "/receitas-da-comunidade?search=bolo&filter=popular&sort=time",
    );
    expect(await within(allRecipes()).findByText("Bolo de fubá")).toBeInTheDocument();
    expect(screen.getByRole("searchbox", { name: "Buscar receitas ou ingredientes" })).toHaveValue("bolo");
    expect(screen.getByRole("combobox", { name: "Filtrar" })).toHaveDisplayValue("Populares");
    expect(screen.getByRole("combobox", { name: "Ordenar por" })).toHaveDisplayValue("Mais rápidas");
    expect(requests("/api/community-recipes")[0]!.toString()).toBe(
      "search=bolo&filter=popular&sort=time&limit=24",
    );
  });

  it("invites to share the first recipe when the community has none", async () => {
    renderCommunity({ recipes: [] });
    expect(
      await screen.findByRole("heading", { name: "Seja o primeiro a compartilhar" }),
    ).toBeInTheDocument();
    const share = within(allRecipes()).getByRole("link", { name: "Compartilhar Minha Receita" });
    expect(share).toHaveAttribute("href", "/minhas-receitas");
    expect(screen.queryByText("Nenhuma receita encontrada")).not.toBeInTheDocument();
  });

  it("says nothing was found for a search, and clears it", async () => {
    const { user, view } = renderCommunity(
      { recipes: (query) => ({ body: query.has("search") ? [] : manyCommunityRecipes(2) }) },
      "/receitas-da-comunidade?search=lasanha&filter=quick",
    );
    expect(await screen.findByRole("heading", { name: "Nenhuma receita encontrada" })).toBeInTheDocument();
    expect(screen.getByText(/ajustar sua busca ou os filtros/)).toBeInTheDocument();
    expect(screen.queryByText("Seja o primeiro a compartilhar")).not.toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Limpar busca e filtros" }));
    expect(await within(await findAllRecipes()).findByText("Prato 1")).toBeInTheDocument();
    expect(screen.getByRole("searchbox", { name: "Buscar receitas ou ingredientes" })).toHaveValue("");
    expect(view.router.state.location.search).toBe("");
  });
});
