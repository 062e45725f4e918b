import { screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { sentBodies } from "@/test/api-stub";
import { aRecipe } from "@/test/factories";
import { renderMyRecipes } from "../test/render-my-recipes";

afterEach(() => vi.unstubAllGlobals());

const card = async (title: string) => (await screen.findByRole("heading", { name: title })).closest("li")!;

describe("Publicar", () => {
  it("asks first, then publishes: the badge becomes Publicada and the button goes away", async () => {
    const pudim = aRecipe({ id: "r7", title: "Pudim", isPublished: false });
    const { user, fetchMock, recipes } = renderMyRecipes([pudim], {
      "POST /api/user-recipes/r7/publish": () => {
        recipes[0] = { ...pudim, isPublished: true };
        return { body: recipes[0] };
      },
    });
    await user.click(within(await card("Pudim")).getByRole("button", { name: "Publicar Pudim" }));
    const dialog = screen.getByRole("dialog", { name: "Publicar “Pudim”?" });
    expect(dialog).toHaveTextContent("não pode voltar a ser privada");
    expect(sentBodies(fetchMock, "POST /api/user-recipes/r7/publish")).toHaveLength(0);

    await user.click(within(dialog).getByRole("button", { name: "Publicar receita" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    const published = await card("Pudim");
    await waitFor(() => expect(within(published).getByText("Publicada")).toBeInTheDocument());
    expect(within(published).queryByText("Privada")).not.toBeInTheDocument();
    expect(within(published).queryByRole("button", { name: /Publicar/ })).not.toBeInTheDocument();
  });

  it("Cancelar leaves the recipe private", async () => {
    const { user, fetchMock } = renderMyRecipes([aRecipe({ id: "r8", title: "Quindim" })]);
    await user.click(within(await card("Quindim")).getByRole("button", { name: "Publicar Quindim" }));
    await user.click(within(screen.getByRole("dialog")).getByRole("button", { name: "Cancelar" }));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(within(await card("Quindim")).getByText("Privada")).toBeInTheDocument();
    expect(sentBodies(fetchMock, "POST /api/user-recipes/r8/publish")).toHaveLength(0);
  });

  it("shows a failed publish in the dialog, so it can be tried again", async () => {
    const { user } = renderMyRecipes([aRecipe({ id: "r9", title: "Cocada" })], {
      "POST /api/user-recipes/r9/publish": {
        status: 404,
        body: { error: "not_found", message: "Receita não encontrada." },
      },
    });
    await user.click(within(await card("Cocada")).getByRole("button", { name: "Publicar Cocada" }));
    const dialog = screen.getByRole("dialog");
    await user.click(within(dialog).getByRole("button", { name: "Publicar receita" }));
    expect(await within(dialog).findByRole("alert")).toHaveTextContent("Receita não encontrada.");
    expect(within(dialog).getByRole("button", { name: "Publicar receita" })).toBeEnabled();
  });
});
