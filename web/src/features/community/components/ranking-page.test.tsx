import type { CommunityRecipe } from "@chefzap/shared";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderAt } from "@/test/render";
import { stubApi, type StubHandler, type StubReply } from "@/test/api-stub";
import { aCommunityRecipe } from "../test/community-recipe";
import { RankingPage } from "./ranking-page";

afterEach(() => vi.unstubAllGlobals());

function renderRanking(top: StubHandler) {
  const fetchMock = stubApi({ "GET /api/top-recipes": top });
  renderAt(<RankingPage />, "/ranking");
  return fetchMock;
}

const ranked = (n: number): CommunityRecipe[] =>
  Array.from({ length: n }, (_, i) =>
    aCommunityRecipe({
      id: `r${i + 1}`,
      title: `Prato ${i + 1}`,
      averageRating: 50 - i * 3,
      totalRatings: 40 - i,
    }),
  );
const titlesIn = (name: string) =>
  within(screen.getByRole("region", { name }))
    .getAllByRole("heading", { level: 3 })
    .map((h) => h.textContent);

describe("RankingPage", () => {
  it("asks for the top 10, highlights the top 3 and lists the rest below", async () => {
    const fetchMock = renderRanking({ body: ranked(5) });
    expect(await screen.findByRole("heading", { name: "Top Receitas", level: 1 })).toBeInTheDocument();
    await screen.findByText("Prato 1");
    expect(titlesIn("Top 3")).toEqual(["Prato 1", "Prato 2", "Prato 3"]);
    expect(titlesIn("Outras Receitas em Destaque")).toEqual(["Prato 4", "Prato 5"]);
    expect(within(screen.getByRole("region", { name: "Top 3" })).getByText("1º lugar")).toBeInTheDocument();
    expect(
      within(screen.getByRole("region", { name: "Outras Receitas em Destaque" })).getByText("4º lugar"),
    ).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Prato 4" })).toHaveAttribute("href", "/recipes/r4");
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual(["/api/top-recipes?limit=10"]);
    expect(screen.getByRole("link", { name: "Criar Minha Receita" })).toHaveAttribute("href", "/");
  });

  it("cuts ingredient names at 12 characters on the podium and 15 below it", async () => {
    const ingredients = ["manteiga de garrafa", "sal"];
    renderRanking({ body: ranked(4).map((recipe) => ({ ...recipe, ingredients })) });
    const first = (await screen.findByRole("link", { name: "Prato 1" })).closest("li")!;
    const fourth = screen.getByRole("link", { name: "Prato 4" }).closest("li")!;
    expect(within(first).getByText("manteiga de…")).toBeInTheDocument();
    expect(within(fourth).getByText("manteiga de gar…")).toBeInTheDocument();
  });

  it("draws the average rounded to whole stars, with one decimal beside them", async () => {
    renderRanking({
      body: [
        aCommunityRecipe({ title: "Quase cinco", averageRating: 45, totalRatings: 3 }),
        aCommunityRecipe({ title: "Quatro e pouco", averageRating: 44, totalRatings: 1 }),
      ],
    });
    const high = (await screen.findByRole("link", { name: "Quase cinco" })).closest("li")!;
    const low = screen.getByRole("link", { name: "Quatro e pouco" }).closest("li")!;
    expect(within(high).getByRole("img", { name: "Nota 4,5 de 5" })).toBeInTheDocument();
    expect(high.querySelectorAll("[data-filled]")).toHaveLength(5);
    expect(within(low).getByText("4,4")).toBeInTheDocument();
    expect(low.querySelectorAll("[data-filled]")).toHaveLength(4);
    expect(within(low).getByText("(1 avaliação)")).toBeInTheDocument();
  });

  it("shows 6 placeholders while the ranking loads", async () => {
    let answer: (reply: StubReply) => void = () => {};
    renderRanking(() => new Promise((resolve) => (answer = resolve)));
    expect(await screen.findByText("Carregando ranking...")).toBeInTheDocument();
    expect(document.querySelectorAll('[data-slot="recipe-skeleton"]')).toHaveLength(6);
    answer({ body: ranked(1) });
    expect(await screen.findByText("Prato 1")).toBeInTheDocument();
    expect(screen.queryByText("Carregando ranking...")).not.toBeInTheDocument();
  });

  it("says no recipe has been rated yet and links to create the first", async () => {
    renderRanking({ body: [] });
    expect(
      await screen.findByRole("heading", { name: "Nenhuma receita avaliada ainda" }),
    ).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Criar Primeira Receita" })).toHaveAttribute("href", "/");
    expect(screen.queryByRole("region", { name: "Top 3" })).not.toBeInTheDocument();
  });

  it("explains a failure and loads again on retry", async () => {
    let fail = true;
    renderRanking(() =>
      fail
        ? { status: 500, body: { error: "internal_error", message: "Erro interno" } }
        : { body: ranked(2) },
    );
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Erro ao carregar ranking");
    expect(alert).toHaveTextContent("Tente novamente mais tarde");
    fail = false;
    await userEvent.click(within(alert).getByRole("button", { name: "Tentar novamente" }));
    expect(await screen.findByText("Prato 1")).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole("alert")).not.toBeInTheDocument());
  });
});
