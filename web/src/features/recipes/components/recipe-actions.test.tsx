import { screen, waitFor, within } from "@testing-library/react";
import { toast } from "sonner";
import { afterEach, describe, expect, it, vi } from "vitest";
import { sentBodies } from "@/test/api-stub";
import { aUser } from "@/test/factories";
import { arrozDeForno, renderRecipePage } from "../test/render-recipe-page";

vi.mock("@/lib/socket", async () => (await import("@/test/fake-socket")).fakeSocketModule);
vi.mock("sonner", () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe("RecipePage for its owner", () => {
  it("shows Modificar only to the owner", async () => {
    renderRecipePage(arrozDeForno(), {}, aUser({ id: "someone-else" }));
    expect(await screen.findByRole("button", { name: "Compartilhar" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Modificar" })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Nova Versão" })).not.toBeInTheDocument();
  });

  it("asks for a request, posts it and opens the new recipe", async () => {
    const { user, fetchMock, view } = renderRecipePage(arrozDeForno(), {
      "POST /api/recipes/r1/modify": {
        status: 201,
        body: arrozDeForno({ id: "r2", title: "Arroz sem cebola" }),
      },
      "GET /api/recipes/r2": { body: arrozDeForno({ id: "r2", title: "Arroz sem cebola" }) },
    });
    await user.click(await screen.findByRole("button", { name: "Modificar" }));
    const dialog = screen.getByRole("dialog", { name: "Modificar receita" });
    await user.type(within(dialog).getByLabelText("O que você quer mudar?"), "   ");
    await user.click(within(dialog).getByRole("button", { name: "Modificar receita" }));
    expect(within(dialog).getByText("Descreva a modificação desejada.")).toBeInTheDocument();
    expect(sentBodies(fetchMock, "POST /api/recipes/r1/modify")).toHaveLength(0);

    await user.type(within(dialog).getByLabelText("O que você quer mudar?"), "sem cebola");
    await user.click(within(dialog).getByRole("button", { name: "Modificar receita" }));
    await waitFor(() => expect(view.router.state.location.pathname).toBe("/recipes/r2"));
    expect(sentBodies(fetchMock, "POST /api/recipes/r1/modify")).toEqual([
      { modificationRequest: "sem cebola", jobId: expect.any(String) },
    ]);
    expect(await screen.findByRole("heading", { level: 1, name: "Arroz sem cebola" })).toBeInTheDocument();
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  it("keeps the request and shows the error inside the dialog", async () => {
    const { user } = renderRecipePage(arrozDeForno(), {
      "POST /api/recipes/r1/modify": {
        status: 502,
        body: { error: "ai_unavailable", message: "A IA está indisponível no momento." },
      },
    });
    await user.click(await screen.findByRole("button", { name: "Modificar" }));
    const dialog = screen.getByRole("dialog", { name: "Modificar receita" });
    await user.type(within(dialog).getByLabelText("O que você quer mudar?"), "sem cebola");
    await user.click(within(dialog).getByRole("button", { name: "Modificar receita" }));
    expect(await within(dialog).findByRole("alert")).toHaveTextContent("A IA está indisponível no momento.");
    expect(within(dialog).getByLabelText("O que você quer mudar?")).toHaveValue("sem cebola");
  });

  it("explains that Nova Versão needs Premium", async () => {
    const { user, fetchMock } = renderRecipePage(arrozDeForno(), {
      "POST /api/recipes/r1/alternative": {
        status: 403,
        body: {
          error: "premium_required",
          message: "Assinatura Premium necessária para gerar versões alternativas.",
        },
      },
    });
    await user.click(await screen.findByRole("button", { name: "Nova Versão" }));
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith(
        "Assinatura Premium necessária para gerar versões alternativas.",
        expect.objectContaining({ action: expect.objectContaining({ label: "Assinar Premium" }) }),
      ),
    );
    expect(sentBodies(fetchMock, "POST /api/recipes/r1/alternative")).toEqual([
      {
        ingredients: ["2 xícaras (chá) de arroz", "1/2 cebola", "sal a gosto"],
        currentInstructions: ["Refogue a cebola.", "Junte o arroz e asse."],
        jobId: expect.any(String),
      },
    ]);
  });

  it("refetches the recipe after a new version", async () => {
    let version = 0;
    const { user } = renderRecipePage(arrozDeForno(), {
      "GET /api/recipes/r1": () => ({
        body: arrozDeForno({ title: version ? "Arroz Cremoso" : "Arroz de Forno", version }),
      }),
      "POST /api/recipes/r1/alternative": () => {
        version = 1;
        return { body: arrozDeForno({ title: "Arroz Cremoso", version: 1 }) };
      },
    });
    await user.click(await screen.findByRole("button", { name: "Nova Versão" }));
    expect(await screen.findByRole("heading", { level: 1, name: "Arroz Cremoso" })).toBeInTheDocument();
    expect(screen.getByText("Versão 2")).toBeInTheDocument();
  });

  it("opens the private copy a published recipe's new version becomes", async () => {
    const { user } = renderRecipePage(arrozDeForno(), {
      "POST /api/recipes/r1/alternative": {
        body: arrozDeForno({ id: "r2", title: "Arroz Cremoso", version: 1 }),
      },
      "GET /api/recipes/r2": { body: arrozDeForno({ id: "r2", title: "Arroz Cremoso", version: 1 }) },
    });
    await user.click(await screen.findByRole("button", { name: "Nova Versão" }));
    expect(await screen.findByRole("heading", { level: 1, name: "Arroz Cremoso" })).toBeInTheDocument();
    expect(toast.success).toHaveBeenCalledWith(
      "Nova versão pronta!",
      expect.objectContaining({ description: expect.stringMatching(/cópia só sua/) }),
    );
  });
});
