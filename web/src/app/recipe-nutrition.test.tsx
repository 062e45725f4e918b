import { screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { sentBodies } from "@/test/api-stub";
import { NutritionPanel } from "@/features/nutrition";
import { arrozDeForno, renderRecipePage } from "@/features/recipes/test/render-recipe-page";
import { aUser } from "@/test/factories";

/** The recipe page as the app composes it, with the nutrition feature's panel in its slot. */
const openRecipe = (...[recipe, routes, user = aUser()]: Parameters<typeof renderRecipePage>) =>
  renderRecipePage(recipe, routes, user, NutritionPanel);

vi.mock("@/lib/socket", async () => (await import("@/test/fake-socket")).fakeSocketModule);
vi.mock("sonner", () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

const ANALYZE = "POST /api/recipes/analyze-nutrition";

/** The api's answer shape, echoing the servings it was asked for. */
const analysisFor = (body: unknown) => {
  const { servings } = body as { servings: number };
  return {
    body: {
      servings,
      healthScore: 60,
      nutrition: {
        perServing: { calories: 300, protein: 6, carbohydrates: 60, fat: 3 },
        totals: { fiber: 1, sugar: null, sodium: 400, calcium: 20, iron: 1, vitaminC: 2 },
      },
      recommendations: [],
      allergies: [],
      substitutions: [],
    },
  };
};

describe("the nutrition panel on the recipe page", () => {
  it("asks for the servings chosen on the page, with the lines as shown", async () => {
    const { user, fetchMock } = openRecipe(arrozDeForno(), { [ANALYZE]: analysisFor });
    await user.click(await screen.findByRole("radio", { name: "4 pessoas" }));
    await user.click(screen.getByRole("button", { name: "Calcular Nutrição" }));
    expect(await screen.findByText("300 kcal por porção · receita para 4 pessoas")).toBeInTheDocument();
    expect(sentBodies(fetchMock, ANALYZE)).toEqual([
      {
        ingredients: ["4 xícaras (chá) de arroz", "1 cebola", "sal a gosto"],
        servings: 4,
        title: "Arroz de Forno",
      },
    ]);
  });

  it("asks again on its own when the servings change after a result", async () => {
    const { user, fetchMock } = openRecipe(arrozDeForno(), { [ANALYZE]: analysisFor });
    await user.click(await screen.findByRole("button", { name: "Calcular Nutrição" }));
    expect(await screen.findByText(/receita para 2 pessoas/)).toBeInTheDocument();
    await user.click(screen.getByRole("radio", { name: "1 pessoa" }));
    expect(await screen.findByText(/receita para 1 pessoa$/)).toBeInTheDocument();
    await waitFor(() => expect(sentBodies(fetchMock, ANALYZE)).toHaveLength(2));
    expect(sentBodies(fetchMock, ANALYZE)[1]).toMatchObject({
      ingredients: ["1 xícara (chá) de arroz", "¼ cebola", "sal a gosto"],
      servings: 1,
    });
  });

  it("starts over when Nova Versão rewrites the ingredients", async () => {
    let version = 0;
    const { user } = openRecipe(arrozDeForno(), {
      [ANALYZE]: analysisFor,
      "GET /api/recipes/r1": () => ({
        body: arrozDeForno(version ? { ingredients: ["2 xícaras de quinoa"], version } : {}),
      }),
      "POST /api/recipes/r1/alternative": () => {
        version = 1;
        return { body: arrozDeForno({ ingredients: ["2 xícaras de quinoa"], version }) };
      },
    });
    await user.click(await screen.findByRole("button", { name: "Calcular Nutrição" }));
    expect(await screen.findByRole("button", { name: "Recalcular Análise" })).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Nova Versão" }));
    expect(await screen.findByText("Versão 2")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Calcular Nutrição" })).toBeInTheDocument();
  });

  it("does not analyse before it is asked to", async () => {
    const { fetchMock, user } = openRecipe(arrozDeForno(), { [ANALYZE]: analysisFor });
    await user.click(await screen.findByRole("radio", { name: "3 pessoas" }));
    expect(sentBodies(fetchMock, ANALYZE)).toHaveLength(0);
  });
});

describe("the kcal summary in the header", () => {
  const withSummary = (coverage: number) =>
    arrozDeForno({ nutritionSummary: { caloriesPerServing: 1234.4, proteinPerServing: 9, coverage } });

  it("shows the api's kcal per serving when present", async () => {
    openRecipe(withSummary(95));
    expect(await screen.findByText("≈ 1.234 kcal/porção")).toBeInTheDocument();
  });

  it("leaves out a figure built from less than half of the weight", async () => {
    openRecipe(withSummary(30));
    await screen.findByRole("heading", { level: 1, name: "Arroz de Forno" });
    expect(screen.queryByText(/kcal\/porção/)).not.toBeInTheDocument();
  });
});
