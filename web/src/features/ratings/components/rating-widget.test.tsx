import { screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { sentBodies } from "@/test/api-stub";
import { aUser } from "@/test/factories";
import { moqueca, renderRatings } from "../test/render-ratings";

afterEach(() => vi.unstubAllGlobals());

const RATE = "POST /api/recipes/r1/rate";
const commentBox = () => screen.queryByRole("textbox", { name: "Comentário (opcional)" });

describe("the rating widget", () => {
  it("shows the average and count, and asks a visitor to sign in", async () => {
    const { fetchMock, user, view } = renderRatings({}, { user: null });
    const link = await screen.findByRole("link", { name: "Entrar para avaliar" });
    expect(screen.getByText("4,5")).toBeInTheDocument();
    expect(screen.getByRole("img", { name: "Média 4,5 de 5" })).toBeInTheDocument();
    expect(screen.getByText("(2 avaliações)")).toBeInTheDocument();
    expect(screen.queryByRole("radio")).not.toBeInTheDocument();
    expect(fetchMock.mock.calls.map(([url]) => url)).not.toContain("/api/recipes/r1/rating");
    await user.click(link);
    expect(view.router.state.location.pathname).toBe("/auth");
  });

  it("opens the comment box on a star, counts characters, sends, then shows 'Sua avaliação'", async () => {
    const { fetchMock, user, view } = renderRatings();
    const invalidate = vi.spyOn(view.queryClient, "invalidateQueries");
    await user.click(await screen.findByRole("radio", { name: "4 estrelas" }));
    const box = commentBox()!;
    expect(box).toHaveAttribute("maxLength", "500");
    expect(screen.getByText("0/500")).toBeInTheDocument();
    await user.type(box, "Muito boa!");
    expect(screen.getByText("10/500")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Enviar avaliação" }));

    expect(await screen.findByRole("heading", { name: "Sua avaliação" })).toBeInTheDocument();
    expect(screen.getByRole("img", { name: "Você deu 4 estrelas" })).toBeInTheDocument();
    expect(screen.getByText("Muito boa!")).toBeInTheDocument();
    expect(sentBodies(fetchMock, RATE)).toEqual([{ rating: 4, comment: "Muito boa!" }]);
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ["/api/top-recipes"] });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ["/api/recipes", "r1"] });
  });

  it("leaves out a blank comment", async () => {
    const { fetchMock, user } = renderRatings();
    await user.click(await screen.findByRole("radio", { name: "5 estrelas" }));
    await user.type(commentBox()!, "   ");
    await user.click(screen.getByRole("button", { name: "Enviar avaliação" }));
    await screen.findByRole("heading", { name: "Sua avaliação" });
    expect(sentBodies(fetchMock, RATE)).toEqual([{ rating: 5 }]);
  });

  it("starts over on 'Cancelar'", async () => {
    const { user } = renderRatings();
    await user.click(await screen.findByRole("radio", { name: "2 estrelas" }));
    await user.type(commentBox()!, "Salgada");
    await user.click(screen.getByRole("button", { name: "Cancelar" }));
    expect(commentBox()).not.toBeInTheDocument();
    expect(screen.getAllByRole("radio").filter((radio) => (radio as HTMLInputElement).checked)).toEqual([]);
    await user.click(screen.getByRole("radio", { name: "3 estrelas" }));
    expect(commentBox()).toHaveValue("");
  });

  it("keeps the stars and the comment when sending fails, and sends them again", async () => {
    const { state, user } = renderRatings();
    state.failVotes = {
      status: 503,
      body: { error: "unavailable", message: "Serviço indisponível. Tente novamente." },
    };
    await user.click(await screen.findByRole("radio", { name: "3 estrelas" }));
    await user.type(commentBox()!, "Faltou sal.");
    await user.click(screen.getByRole("button", { name: "Enviar avaliação" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Serviço indisponível. Tente novamente.");
    expect(commentBox()).toHaveValue("Faltou sal.");
    expect(screen.getByRole("radio", { name: "3 estrelas" })).toBeChecked();

    state.failVotes = undefined;
    await user.click(screen.getByRole("button", { name: "Enviar avaliação" }));
    expect(await screen.findByRole("heading", { name: "Sua avaliação" })).toBeInTheDocument();
  });

  it("shows the cook's earlier rating and lets them change it", async () => {
    const { fetchMock, user } = renderRatings(
      {},
      { mine: { rating: 2, comment: "Achei sem graça.", updatedAt: "2026-11-20T10:00:00.000Z" } },
    );
    expect(await screen.findByRole("img", { name: "Você deu 2 estrelas" })).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Alterar" }));
    expect(screen.getByRole("radio", { name: "2 estrelas" })).toBeChecked();
    expect(commentBox()).toHaveValue("Achei sem graça.");
    await user.click(screen.getByRole("button", { name: "Cancelar" }));
    expect(screen.getByRole("heading", { name: "Sua avaliação" })).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Alterar" }));
    await user.click(screen.getByRole("radio", { name: "5 estrelas" }));
    await user.clear(commentBox()!);
    await user.type(commentBox()!, "Na segunda vez ficou ótima.");
    await user.click(screen.getByRole("button", { name: "Enviar avaliação" }));
    expect(await screen.findByRole("img", { name: "Você deu 5 estrelas" })).toBeInTheDocument();
    expect(sentBodies(fetchMock, RATE)).toEqual([{ rating: 5, comment: "Na segunda vez ficou ótima." }]);
  });

  it("offers no stars to the recipe's owner", async () => {
    const { fetchMock } = renderRatings({}, { recipe: moqueca({ userId: "u1" }), user: aUser() });
    expect(await screen.findByText(/Esta receita é sua/)).toBeInTheDocument();
    expect(screen.queryByRole("radio")).not.toBeInTheDocument();
    expect(fetchMock.mock.calls.map(([url]) => url)).not.toContain("/api/recipes/r1/rating");
  });

  it("says so when the cook's rating cannot be read, and tries again", async () => {
    let failing = true;
    renderRatings({
      "GET /api/recipes/r1/rating": () =>
        failing
          ? { status: 500, body: { error: "internal_error", message: "Erro interno." } }
          : { body: null },
    });
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Não foi possível carregar a sua avaliação.");
    failing = false;
    await within(alert).getByRole("button", { name: "Tentar novamente" }).click();
    await waitFor(() => expect(screen.getByRole("radio", { name: "1 estrela" })).toBeInTheDocument());
  });

  it("says 'Ainda sem avaliações' before the first vote", async () => {
    renderRatings({}, { recipe: moqueca({ averageRating: 0, totalRatings: 0 }) });
    expect(await screen.findByText("Ainda sem avaliações.")).toBeInTheDocument();
  });
});
