import { NEXT_CURSOR_HEADER } from "@chefzap/shared";
import { screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { StubReply } from "@/test/api-stub";
import { aCommunityRecipe, manyCommunityRecipes } from "../test/community-recipe";
import { renderCommunity } from "../test/render-community";

afterEach(() => vi.unstubAllGlobals());

const allRecipes = () => screen.getByRole("region", { name: "Todas as Receitas da Comunidade" });
const cardTitles = () =>
  within(allRecipes())
    .queryAllByRole("heading", { level: 3 })
    .map((h) => h.textContent);

describe("CommunityList", () => {
  it("shows 8 skeleton cards while the recipes load", async () => {
    let answer: (reply: StubReply) => void = () => {};
    const { view } = renderCommunity({
      recipes: () => new Promise<StubReply>((resolve) => (answer = resolve)),
    });
    const loading = await screen.findByRole("status");
    expect(loading).toHaveTextContent("Carregando receitas...");
    expect(loading.querySelectorAll('[data-slot="recipe-skeleton"]')).toHaveLength(8);
    answer({ body: manyCommunityRecipes(1) });
    expect(await screen.findByText("Prato 1")).toBeInTheDocument();
    expect(view.container.querySelector('[data-slot="recipe-skeleton"]')).toBeNull();
  });

  it("shows 6 recipes, all of them with 'Ver Mais' and 6 again with 'Ver Menos'", async () => {
    const { user } = renderCommunity({ recipes: manyCommunityRecipes(8) });
    expect(await screen.findByText("8 receitas")).toBeInTheDocument();
    expect(cardTitles()).toHaveLength(6);
    await user.click(screen.getByRole("button", { name: "Ver Mais" }));
    expect(cardTitles()).toHaveLength(8);
    // Focus lands on the first card it revealed.
    expect(screen.getByRole("link", { name: "Prato 7" })).toHaveFocus();
    expect(screen.queryByRole("button", { name: "Ver Mais" })).not.toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Ver Menos" }));
    expect(cardTitles()).toEqual(["Prato 1", "Prato 2", "Prato 3", "Prato 4", "Prato 5", "Prato 6"]);
  });

  it("offers no 'Ver Mais' when everything fits", async () => {
    renderCommunity({ recipes: manyCommunityRecipes(6) });
    expect(await screen.findByText("6 receitas")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /Ver M/ })).not.toBeInTheDocument();
  });

  it("loads the next page with the server's cursor while it has more", async () => {
    const { user, requests } = renderCommunity({
      recipes: (query) =>
        query.get("cursor") === "page-2"
          ? { body: manyCommunityRecipes(5, 25) }
          : { body: manyCommunityRecipes(24), headers: { [NEXT_CURSOR_HEADER]: "page-2" } },
    });
    // The api does not count matches: the badge says what is loaded, and that there is more.
    expect(await screen.findByText("24+ receitas")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Ver Mais" }));
    expect(cardTitles()).toHaveLength(24);
    expect(requests("/api/community-recipes")).toHaveLength(1);

    await user.click(screen.getByRole("button", { name: "Ver Mais" }));
    expect(await screen.findByText("29 receitas")).toBeInTheDocument();
    expect(cardTitles()).toHaveLength(29);
    expect(requests("/api/community-recipes").at(-1)!.get("cursor")).toBe("page-2");
    expect(screen.getByRole("link", { name: "Prato 25" })).toHaveFocus();
    expect(screen.queryByRole("button", { name: "Ver Mais" })).not.toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Ver Menos" }));
    expect(cardTitles()).toHaveLength(6);
  });

  it("keeps the loaded recipes when the next page fails, and tries again", async () => {
    let fail = true;
    const { user } = renderCommunity({
      recipes: (query) => {
        if (!query.has("cursor"))
          return { body: manyCommunityRecipes(24), headers: { [NEXT_CURSOR_HEADER]: "next" } };
        return fail
          ? { status: 500, body: { error: "internal_error", message: "Erro" } }
          : { body: manyCommunityRecipes(1, 25) };
      },
    });
    await screen.findByText("24+ receitas");
    await user.click(screen.getByRole("button", { name: "Ver Mais" }));
    await user.click(screen.getByRole("button", { name: "Ver Mais" }));
    expect(await screen.findByText(/Não foi possível carregar mais receitas/)).toBeInTheDocument();
    expect(cardTitles()).toHaveLength(24);
    fail = false;
    await user.click(screen.getByRole("button", { name: "Ver Mais" }));
    expect(await screen.findByText("25 receitas")).toBeInTheDocument();
  });

  it("shows after a card's minutes the waits its steps state", async () => {
    const pudim = aCommunityRecipe({
      title: "Pudim de leite",
      cookingTime: 70,
      waits: [{ minutes: 240, where: "na geladeira" }],
    });
    renderCommunity({ recipes: [pudim] });
    const card = (await screen.findByRole("link", { name: "Pudim de leite" })).closest("li")!;
    expect(within(card).getByText("70 min + 4 h na geladeira")).toBeInTheDocument();
  });

  it("shows a card's author, time, servings, rating and ingredient chips", async () => {
    const feijoada = aCommunityRecipe({
      id: "f1",
      title: "Feijoada completa",
      authorName: "João P.",
      cookingTime: 0,
      servings: 1,
      averageRating: 47,
      totalRatings: 12,
      ingredients: ["feijão preto", "linguiça calabresa defumada", "costelinha suína", "laranja", "couve"],
    });
    renderCommunity({ recipes: [feijoada, aCommunityRecipe({ title: "Sem notas" })] });
    const link = await screen.findByRole("link", { name: "Feijoada completa" });
    expect(link).toHaveAttribute("href", "/recipes/f1");
    const card = link.closest("li")!;
    expect(card).toHaveTextContent("por João P.");
    expect(within(card).getByText("30 min")).toBeInTheDocument();
    expect(within(card).getByText("1 porção")).toBeInTheDocument();
    expect(within(card).getByRole("img", { name: "Nota 4,7 de 5" })).toBeInTheDocument();
    expect(card.querySelectorAll("[data-filled]")).toHaveLength(5);
    expect(within(card).getByText("(12 avaliações)")).toBeInTheDocument();
    const chips = within(card).getByRole("list", { name: "Ingredientes" });
    expect(
      within(chips)
        .getAllByRole("listitem")
        .map((li) => li.querySelector("[aria-hidden]")?.textContent),
    ).toEqual(["feijão preto", "linguiça calabr…", "costelinha suín…", "+2"]);
    expect(within(chips).getByText("linguiça calabresa defumada")).toHaveClass("sr-only");
    const unrated = screen.getByRole("link", { name: "Sem notas" }).closest("li")!;
    expect(within(unrated).getByText("Ainda sem avaliações")).toBeInTheDocument();
  });

  it("explains a failed load and retries", async () => {
    const { user, requests } = renderCommunity({
      recipes: { status: 500, body: { error: "internal_error", message: "Erro interno" } },
    });
    expect(await screen.findByText("Não foi possível carregar as receitas.")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Tentar novamente" }));
    await waitFor(() => expect(requests("/api/community-recipes")).toHaveLength(2));
  });
});
