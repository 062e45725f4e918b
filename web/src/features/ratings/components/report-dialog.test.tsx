import { screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { sentBodies } from "@/test/api-stub";
import { aComment, renderRatings } from "../test/render-ratings";

afterEach(() => vi.unstubAllGlobals());

const REPORT = "POST /api/reports";

describe("reporting a comment", () => {
  it("asks for a reason, sends it with the details, and confirms", async () => {
    const { fetchMock, user } = renderRatings({
      "GET /api/recipes/r1/comments": { body: [aComment({ id: "c9", authorName: "Spammer" })] },
      [REPORT]: { status: 204 },
    });
    await user.click(await screen.findByRole("button", { name: "Denunciar comentário de Spammer" }));
    const dialog = screen.getByRole("dialog", { name: "Denunciar comentário" });
    await user.click(within(dialog).getByRole("button", { name: "Enviar denúncia" }));
    expect(within(dialog).getByText("Escolha o motivo da denúncia.")).toBeInTheDocument();
    expect(sentBodies(fetchMock, REPORT)).toEqual([]);

    expect(
      within(dialog)
        .getAllByRole("radio")
        .map((radio) => radio.parentElement?.textContent),
    ).toEqual([
      "Spam ou propaganda",
      "Conteúdo ofensivo",
      "Conteúdo impróprio",
      "Cópia de receita de outra pessoa",
      "Outro motivo",
    ]);
    await user.click(within(dialog).getByRole("radio", { name: "Spam ou propaganda" }));
    const details = within(dialog).getByRole("textbox", { name: "Detalhes (opcional)" });
    expect(details).toHaveAttribute("maxLength", "500");
    await user.type(details, "Link para loja");
    expect(within(dialog).getByText("14/500")).toBeInTheDocument();
    await user.click(within(dialog).getByRole("button", { name: "Enviar denúncia" }));

    expect(await within(dialog).findByRole("status")).toHaveTextContent(/Denúncia enviada/);
    expect(dialog).toHaveTextContent("Se você já tinha denunciado, ela conta uma vez só.");
    expect(sentBodies(fetchMock, REPORT)).toEqual([
      { recipeId: "r1", commentId: "c9", reason: "spam", details: "Link para loja" },
    ]);
    await user.click(within(dialog).getByRole("button", { name: "Voltar à receita" }));
    expect(screen.getByRole("button", { name: "Denúncia enviada" })).toBeDisabled();
  });

  it("keeps the reason and details when the report fails", async () => {
    const { user } = renderRatings({
      "GET /api/recipes/r1/comments": { body: [aComment({ authorName: "Davi" })] },
      [REPORT]: { status: 404, body: { error: "not_found", message: "Comentário não encontrado." } },
    });
    await user.click(await screen.findByRole("button", { name: "Denunciar comentário de Davi" }));
    const dialog = screen.getByRole("dialog");
    await user.click(within(dialog).getByRole("radio", { name: "Conteúdo ofensivo" }));
    await user.type(within(dialog).getByRole("textbox"), "Xingou a cozinheira.");
    await user.click(within(dialog).getByRole("button", { name: "Enviar denúncia" }));
    expect(await within(dialog).findByRole("alert")).toHaveTextContent("Comentário não encontrado.");
    expect(within(dialog).getByRole("radio", { name: "Conteúdo ofensivo" })).toBeChecked();
    expect(within(dialog).getByRole("textbox")).toHaveValue("Xingou a cozinheira.");
  });
});
