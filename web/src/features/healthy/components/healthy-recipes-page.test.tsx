import type { HealthyRecipeResponse } from "@chefzap/shared";
import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { RouteObject } from "react-router";
import { toast } from "sonner";
import { afterEach, describe, expect, it, vi } from "vitest";
import { sentBodies, signedInApi, stubApi, type StubReply } from "@/test/api-stub";
import { aRecipe } from "@/test/factories";
import { serverEmits } from "@/test/fake-socket";
import { renderRoutes } from "@/test/render";
import type { ScannerSlot } from "../lib/scanner-slot";
import { HealthyRecipesPage } from "./healthy-recipes-page";

vi.mock("@/lib/socket", async () => (await import("@/test/fake-socket")).fakeSocketModule);
vi.mock("sonner", () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }));

const FakeScanner: ScannerSlot = ({ onAdd }) => (
  <button type="button" onClick={() => onAdd(["Frango", "tomate"])}>
    Foto de teste
  </button>
);

const routes: RouteObject[] = [
  { path: "/receitas-saudaveis", element: <HealthyRecipesPage Scanner={FakeScanner} /> },
  { path: "/auth", element: <h1>Entrar</h1> },
  { path: "/recipes/:id", element: <h1>Página da receita</h1> },
];

const answer: HealthyRecipeResponse = {
  recipe: aRecipe({
    id: "r7",
    title: "Tofu com brócolis",
    servings: 3,
    cookingTime: 15,
    isHealthy: true,
    leftOut: [{ ingredient: "quinoa", reason: "a Tabela TACO não traz esse alimento" }],
  }),
  jobId: "job",
  check: {
    healthGoal: "heart-health",
    dietaryRestrictions: ["vegan"],
    maxCalories: 450,
    maxTime: null,
    perServing: {
      calories: 371,
      protein: 18.4,
      carbohydrates: 40.2,
      fat: 12.1,
      saturatedFat: 1.9,
      fiber: 6,
      sodium: 410,
      vitaminC: 46.6,
      coverage: 100,
    },
    reasons: ["371 kcal por porção (limite: 450 kcal).", "Vegana: nenhum ingrediente de origem animal."],
    adjustments: ['Ajuste "menos sal": antes, 997 mg de sódio por porção.'],
    citation: "Tabela brasileira de composição de alimentos (TACO).",
  },
};

const open = () => renderRoutes(routes, "/receitas-saudaveis");

async function addIngredients(user: ReturnType<typeof userEvent.setup>, text: string) {
  await user.type(screen.getByLabelText("Quais ingredientes você tem?"), text);
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe("healthy recipes page", () => {
  it("shows a visitor the placeholder and sends them to sign in with the spec's toast", async () => {
    stubApi();
    const user = userEvent.setup();
    open();
    expect(screen.getByRole("heading", { name: "Sua Receita Saudável Aparecerá Aqui" })).toBeInTheDocument();
    const button = await screen.findByRole("button", { name: "Fazer Login para Gerar Receita" });
    expect(button).toBeDisabled();
    await addIngredients(user, "tofu{Enter}");
    await waitFor(() => expect(button).toBeEnabled());
    await user.click(button);
    expect(toast.error).toHaveBeenCalledWith("Login necessário", {
      description: "Você precisa fazer login para gerar receitas. Redirecionando...",
    });
    expect(screen.queryByRole("heading", { name: "Entrar" })).not.toBeInTheDocument();
    expect(await screen.findByRole("heading", { name: "Entrar" }, { timeout: 3000 })).toBeInTheDocument();
  });

  it("sends the chosen goal, restrictions and limits, follows the stages and shows the checked recipe", async () => {
    let reply!: (r: StubReply) => void;
    const fetchMock = signedInApi({
      "POST /api/generate-healthy-recipe": () => new Promise<StubReply>((resolve) => (reply = resolve)),
    });
    const user = userEvent.setup();
    open();
    await addIngredients(user, "tofu{Enter}brócolis{Enter}");
    await user.click(screen.getByRole("radio", { name: /Saúde do Coração/ }));
    await user.click(screen.getByRole("button", { name: "Vegana" }));
    await user.click(screen.getByText("Configurações avançadas"));
    await user.type(screen.getByLabelText("Calorias máximas por porção (kcal)"), "450");
    await user.click(await screen.findByRole("button", { name: "Gerar Receita Saudável" }));

    expect(await screen.findByRole("button", { name: "Gerando receita saudável..." })).toBeDisabled();
    const [body] = sentBodies(fetchMock, "POST /api/generate-healthy-recipe") as Array<{ jobId: string }>;
    expect(body).toEqual({
      ingredients: ["tofu", "brócolis"],
      healthGoal: "heart-health",
      dietaryRestrictions: ["vegan"],
      maxCalories: 450,
      maxTime: null,
      jobId: expect.any(String),
    });
    act(() => serverEmits("job:progress", { jobId: body!.jobId, stage: "criando" }));
    const steps = screen.getByRole("list", { name: "Etapas da geração" });
    expect(within(steps).getByText("Criando receita personalizada")).toHaveAttribute("aria-current", "step");

    reply({ status: 201, body: answer });
    expect(await screen.findByRole("heading", { name: "Tofu com brócolis" })).toBeInTheDocument();
    expect(screen.getByText("371 kcal")).toBeInTheDocument();
    expect(screen.getByText("410 mg")).toBeInTheDocument();
    const why = screen.getByRole("heading", { name: "Por que ela combina com você" }).parentElement!;
    expect(within(why).getByText("Vegana: nenhum ingrediente de origem animal.")).toBeInTheDocument();
    expect(screen.getByText(/Ajuste "menos sal"/)).toBeInTheDocument();
    const leftOut = screen.getByRole("heading", { name: "Ficaram de fora" }).parentElement!;
    expect(leftOut).toHaveTextContent("quinoa: a Tabela TACO não traz esse alimento");
    expect(screen.getByRole("link", { name: "Ver receita completa" })).toHaveAttribute("href", "/recipes/r7");
  });

  it("explains a request no dish can meet and keeps everything the cook chose", async () => {
    const message =
      "Não conseguimos montar uma receita com esses ingredientes. Nenhuma receita foi descontada.";
    signedInApi({
      "POST /api/generate-healthy-recipe": {
        status: 422,
        body: { error: "healthy_unreachable", message },
      },
    });
    const user = userEvent.setup();
    open();
    await addIngredients(user, "frango{Enter}");
    await user.click(screen.getByRole("button", { name: "Vegana" }));
    await user.click(screen.getByText("Configurações avançadas"));
    await user.type(screen.getByLabelText("Calorias máximas por porção (kcal)"), "50");
    await user.click(await screen.findByRole("button", { name: "Gerar Receita Saudável" }));

    expect(await screen.findByRole("alert")).toHaveTextContent(message);
    expect(toast.error).toHaveBeenCalledWith("Erro ao gerar receita", { description: message });
    expect(screen.getByRole("button", { name: "Vegana" })).toHaveAttribute("aria-pressed", "true");
    expect(screen.getByLabelText("Calorias máximas por porção (kcal)")).toHaveValue(50);
    expect(screen.getByRole("list", { name: "Ingredientes escolhidos" })).toHaveTextContent("frango");
    expect(screen.getByRole("button", { name: "Gerar Receita Saudável" })).toBeEnabled();
  });

  it("merges photo ingredients without repeats and refuses limits out of bounds", async () => {
    signedInApi();
    const user = userEvent.setup();
    open();
    await addIngredients(user, "frango{Enter}");
    await user.click(screen.getByRole("tab", { name: "Escaneie Foto" }));
    await user.click(screen.getByRole("button", { name: "Foto de teste" }));
    const list = screen.getByRole("list", { name: "Ingredientes escolhidos" });
    expect(
      within(list)
        .getAllByRole("listitem")
        .map((li) => li.textContent),
    ).toEqual(["frango", "tomate"]);

    await user.click(screen.getByText("Configurações avançadas"));
    await user.type(screen.getByLabelText("Tempo máximo de preparo (min)"), "2");
    expect(screen.getByText("Use um número inteiro entre 5 e 600 minutos.")).toBeInTheDocument();
    expect(await screen.findByRole("button", { name: "Gerar Receita Saudável" })).toBeDisabled();
  });
});
