import { screen, waitFor, within } from "@testing-library/react";
import { toast } from "sonner";
import { afterEach, describe, expect, it, vi } from "vitest";
import { signedInApi, stubApi } from "@/test/api-stub";
import { renderRoutes } from "@/test/render";
import { arrozDeForno, renderRecipePage } from "../test/render-recipe-page";
import { RecipePage } from "./recipe-page";

vi.mock("@/lib/socket", async () => (await import("@/test/fake-socket")).fakeSocketModule);
vi.mock("sonner", () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

const ingredientLines = () =>
  within(screen.getByRole("list", { name: /Ingredientes para/ }))
    .getAllByRole("listitem")
    .map((li) => li.textContent);

describe("RecipePage", () => {
  it("shows the recipe with its time, difficulty, date, steps and notes", async () => {
    renderRecipePage(
      arrozDeForno({
        cookingTime: 0,
        tips: "Aproveite sua receita!",
        substitutions: "Troque o arroz por quinoa.",
        leftOut: [{ ingredient: "chocolate", reason: "Não combina com um prato salgado." }],
      }),
    );
    expect(await screen.findByRole("heading", { level: 1, name: "Arroz de Forno" })).toBeInTheDocument();
    expect(screen.getByText("30 min")).toBeInTheDocument();
    expect(screen.getByText(/Nível \d · /)).toBeInTheDocument();
    expect(screen.getByText("10/03/2026")).toBeInTheDocument();
    const steps = within(screen.getByRole("heading", { name: "Modo de preparo" }).parentElement!);
    expect(steps.getAllByRole("listitem").map((li) => li.textContent)).toEqual([
      "1Passo 1: Refogue a cebola.",
      "2Passo 2: Junte o arroz e asse.",
    ]);
    expect(screen.queryByText("Aproveite sua receita!")).not.toBeInTheDocument();
    expect(screen.getByText("Troque o arroz por quinoa.")).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Ficaram de fora" })).toBeInTheDocument();
    expect(screen.getByText(/Não combina com um prato salgado/)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Nova Receita" })).toHaveAttribute("href", "/");
    expect(screen.getByRole("link", { name: "Dashboard" })).toHaveAttribute("href", "/dashboard");
  });

  it("adds to the time the chilling its steps state, so nobody starts a pudim an hour before dinner", async () => {
    renderRecipePage(
      arrozDeForno({
        title: "Pudim de leite",
        cookingTime: 70,
        instructions: ["Asse em banho-maria por 50 minutos.", "Gele por 4 horas antes de desenformar."],
      }),
    );
    expect(await screen.findByText("70 min + 4 h na geladeira")).toBeInTheDocument();
  });

  it("scales the ingredients to the chosen servings", async () => {
    const { user } = renderRecipePage(arrozDeForno());
    expect(await screen.findByRole("radio", { name: "2 pessoas" })).toBeChecked();
    expect(ingredientLines()).toEqual(["2 xícaras (chá) de arroz", "1/2 cebola", "sal a gosto"]);
    await user.click(screen.getByRole("radio", { name: "4 pessoas" }));
    expect(ingredientLines()).toEqual(["4 xícaras (chá) de arroz", "1 cebola", "sal a gosto"]);
  });

  it("opens a recipe for 6 as written, offering 6 beside the selector's 1 to 4", async () => {
    const { user } = renderRecipePage(arrozDeForno({ servings: 6 }));
    expect(await screen.findByRole("radio", { name: "6 pessoas" })).toBeChecked();
    expect(screen.getAllByRole("radio").map((radio) => radio.getAttribute("aria-label"))).toEqual([
      "1 pessoa",
      "2 pessoas",
      "3 pessoas",
      "4 pessoas",
      "6 pessoas",
    ]);
    expect(ingredientLines()[0]).toBe("2 xícaras (chá) de arroz");
    await user.click(screen.getByRole("radio", { name: "3 pessoas" }));
    expect(ingredientLines()[0]).toBe("1 xícara (chá) de arroz");
  });

  it("says the recipe was not found, with a way back to the dashboard", async () => {
    stubApi({
      "GET /api/recipes/r1": {
        status: 404,
        body: { error: "not_found", message: "Receita não encontrada." },
      },
    });
    renderRoutes([{ path: "/recipes/:id", element: <RecipePage /> }], "/recipes/r1");
    expect(await screen.findByRole("heading", { name: "Receita não encontrada" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Voltar ao Dashboard" })).toHaveAttribute("href", "/dashboard");
  });

  it("copies the link when the device cannot share", async () => {
    const { user } = renderRecipePage(arrozDeForno());
    await user.click(await screen.findByRole("button", { name: "Compartilhar" }));
    expect(await navigator.clipboard.readText()).toBe("http://localhost:3000/");
    expect(toast.success).toHaveBeenCalledWith("Link copiado!");
  });
});

it("sends an address without a recipe id to the dashboard", async () => {
  signedInApi();
  const view = renderRoutes(
    [
      { path: "/recipes/:id?", element: <RecipePage /> },
      { path: "/dashboard", element: <h1>Painel</h1> },
    ],
    "/recipes",
  );
  await waitFor(() => expect(view.router.state.location.pathname).toBe("/dashboard"));
});
