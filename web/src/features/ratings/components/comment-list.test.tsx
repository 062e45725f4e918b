import { screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { aComment, renderRatings } from "../test/render-ratings";

afterEach(() => vi.unstubAllGlobals());

const commentTexts = () =>
  within(screen.getByRole("region", { name: "Comentários" }))
    .queryAllByRole("article")
    .map((article) => article.querySelector("p")?.textContent);

describe("the comments under a recipe", () => {
  it("lists author, stars, pt-BR date and the text as typed, a page at a time", async () => {
    const asked: Array<string | null> = [];
    const { user } = renderRatings({
      "GET /api/recipes/r1/comments": (_, url) => {
        const cursor = url?.searchParams.get("cursor") ?? null;
        asked.push(cursor);
        return cursor === "page-2"
          ? { body: [aComment({ id: "c3", comment: "Boa para o domingo." })] }
          : {
              body: [
                aComment({ comment: "Perfeita <b>demais</b>" }),
                aComment({ id: "c2", rating: 3, authorName: "Davi", comment: "Faltou sal." }),
              ],
              headers: { "X-Next-Cursor": "page-2" },
            };
      },
    });
    const first = (await screen.findByText("Perfeita <b>demais</b>")).closest("article")!;
    expect(within(first).getByText("Carla M.")).toBeInTheDocument();
    expect(within(first).getByRole("img", { name: "5 estrelas" })).toBeInTheDocument();
    expect(within(first).getByText("22/11/2026")).toHaveAttribute("datetime", "2026-11-22T15:00:00.000Z");
    expect(first.querySelector("b")).toBeNull();

    await user.click(screen.getByRole("button", { name: "Ver mais comentários" }));
    expect(await screen.findByText("Boa para o domingo.")).toBeInTheDocument();
    expect(commentTexts()).toEqual(["Perfeita <b>demais</b>", "Faltou sal.", "Boa para o domingo."]);
    expect(asked).toEqual([null, "page-2"]);
    expect(screen.queryByRole("button", { name: "Ver mais comentários" })).not.toBeInTheDocument();
  });

  it("says when there are none yet", async () => {
    renderRatings();
    expect(await screen.findByText("Nenhum comentário ainda.")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Ver mais comentários" })).not.toBeInTheDocument();
  });

  it("offers no report button on the cook's own comment", async () => {
    renderRatings({
      "GET /api/recipes/r1/comments": {
        body: [aComment({ mine: true }), aComment({ id: "c2", authorName: "Davi", comment: "Faltou sal." })],
      },
    });
    await screen.findByText("Ficou perfeita!");
    expect(
      screen
        .getAllByRole("button", { name: /Denunciar comentário/ })
        .map((b) => b.getAttribute("aria-label")),
    ).toEqual(["Denunciar comentário de Davi"]);
  });

  it("offers to report a comment only to a signed-in cook", async () => {
    renderRatings({ "GET /api/recipes/r1/comments": { body: [aComment()] } }, { user: null });
    await screen.findByText("Ficou perfeita!");
    expect(screen.queryByRole("button", { name: /Denunciar/ })).not.toBeInTheDocument();
  });
});
