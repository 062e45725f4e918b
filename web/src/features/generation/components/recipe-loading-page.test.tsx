import { act, screen } from "@testing-library/react";
import { toast } from "sonner";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { savePendingIntent } from "@/lib/pending-intent";
import { signedInApi, stubApi, type StubReply } from "@/test/api-stub";
import { serverEmits } from "@/test/fake-socket";
import { renderRoutes } from "@/test/render";
import { RecipeLoadingPage } from "./recipe-loading-page";

vi.mock("@/lib/socket", async () => (await import("@/test/fake-socket")).fakeSocketModule);
vi.mock("sonner", () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

const routes = [
  { path: "/recipe-loading", element: <RecipeLoadingPage /> },
  { path: "/", element: <h1>Início</h1> },
  { path: "/recipes/:id", element: <h1>Página da receita</h1> },
];

const renderLoading = () => renderRoutes(routes, "/recipe-loading");
const stored = () => [
  localStorage.getItem("pendingRecipeIngredients"),
  localStorage.getItem("redirectAfterAuth"),
];
/** Moves the fake clock, letting fetches and React settle in between. */
const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
const currentStep = () => screen.getByRole("listitem", { current: "step" }).textContent;

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe("RecipeLoadingPage redirects", () => {
  beforeEach(() => void signedInApi());

  it("goes home when nothing is stored", async () => {
    const { router } = renderLoading();
    await vi.waitFor(() => expect(router.state.location.pathname).toBe("/"));
  });

  it("goes home when the marker is not generate-recipe, keeping what is stored", async () => {
    localStorage.setItem("pendingRecipeIngredients", '["arroz"]');
    localStorage.setItem("redirectAfterAuth", "dashboard");
    const { router } = renderLoading();
    await vi.waitFor(() => expect(router.state.location.pathname).toBe("/"));
    expect(stored()).toEqual(['["arroz"]', "dashboard"]);
  });

  it("goes home when the stored value is an empty list", async () => {
    localStorage.setItem("pendingRecipeIngredients", "[]");
    localStorage.setItem("redirectAfterAuth", "generate-recipe");
    const { router } = renderLoading();
    await vi.waitFor(() => expect(router.state.location.pathname).toBe("/"));
  });

  it("clears both items and goes home when the value cannot be parsed", async () => {
    localStorage.setItem("pendingRecipeIngredients", "{arroz");
    localStorage.setItem("redirectAfterAuth", "generate-recipe");
    const { router } = renderLoading();
    await vi.waitFor(() => expect(router.state.location.pathname).toBe("/"));
    expect(stored()).toEqual([null, null]);
  });
});

describe("RecipeLoadingPage", () => {
  it("shows nothing to a visitor and asks for nothing", async () => {
    savePendingIntent(["arroz"]);
    const fetchMock = stubApi();
    const { container, queryClient } = renderLoading();
    await vi.waitFor(() => expect(queryClient.getQueryState(["/api/user"])?.status).toBe("success"));
    expect(container).toBeEmptyDOMElement();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it("follows the server's stages, each shown for its minimum, then opens the recipe", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "Date"] });
    savePendingIntent(["frango", "arroz", "tomate", "cebola"]);
    let jobId = "";
    let answer!: (reply: StubReply) => void;
    signedInApi({
      "POST /api/generate-recipe": (body) => {
        jobId = (body as { jobId: string }).jobId;
        expect(body).toMatchObject({
          ingredients: ["frango", "arroz", "tomate", "cebola"],
          skillLevel: "iniciante",
        });
        return new Promise((resolve) => (answer = resolve));
      },
    });
    const { router } = renderLoading();
    await advance(0);
    expect(screen.getByRole("heading", { name: "Gerando sua receita..." })).toBeInTheDocument();
    expect(screen.getByText("frango, arroz, tomate...")).toBeInTheDocument();
    expect(screen.getByText(/mais de 10.000 receitas brasileiras/)).toBeInTheDocument();
    expect(currentStep()).toBe("Analisando ingredientes com IA");

    await advance(999);
    expect(jobId).toBe("");
    await advance(1);
    expect(jobId).not.toBe("");
    act(() => serverEmits("job:progress", { jobId, stage: "analisando" }));
    act(() => serverEmits("job:progress", { jobId: "another-job", stage: "calculando" }));
    act(() => serverEmits("job:progress", { jobId, stage: "criando" }));
    await advance(400); // 1.4 s on screen: the first step's 1.5 s minimum is not over yet
    expect(currentStep()).toBe("Analisando ingredientes com IA");
    await advance(100);
    expect(currentStep()).toBe("Criando receita personalizada");

    await advance(5000); // never ahead of the server
    expect(currentStep()).toBe("Criando receita personalizada");
    act(() => serverEmits("job:progress", { jobId, stage: "calculando" }));
    await advance(0);
    expect(currentStep()).toBe("Calculando tempo de preparo");

    answer({ status: 201, body: { id: "r7", title: "Galinhada", jobId } });
    await advance(0);
    expect(stored()).toEqual([null, null]);
    await advance(999);
    expect(currentStep()).toBe("Calculando tempo de preparo");
    await advance(1);
    expect(currentStep()).toBe("Receita pronta!");
    expect(screen.getByRole("heading", { name: "Redirecionando..." })).toBeInTheDocument();
    await advance(1199);
    expect(router.state.location.pathname).toBe("/recipe-loading");
    await advance(1);
    expect(router.state.location.pathname).toBe("/recipes/r7");
  });

  it("clears the stored intent, explains the failure and goes home", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "Date"] });
    savePendingIntent(["frango"]);
    signedInApi({
      "POST /api/generate-recipe": {
        status: 502,
        body: { error: "ai_unavailable", message: "A IA está indisponível no momento." },
      },
    });
    const { router } = renderLoading();
    await advance(1000);
    await advance(0);
    expect(router.state.location.pathname).toBe("/");
    expect(stored()).toEqual([null, null]);
    expect(toast.error).toHaveBeenCalledWith("Erro ao gerar receita", {
      description: "A IA está indisponível no momento.",
    });
  });

  it("offers the subscription when the free recipes are used up", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "Date"] });
    savePendingIntent(["frango"]);
    signedInApi({
      "POST /api/generate-recipe": {
        status: 402,
        body: { error: "needs_subscription", message: "needsSubscription: limite atingido" },
      },
    });
    const { router } = renderLoading();
    await advance(1000);
    await advance(0);
    expect(router.state.location.pathname).toBe("/");
    expect(toast.error).toHaveBeenCalledWith(
      "Suas receitas grátis acabaram",
      expect.objectContaining({ action: expect.objectContaining({ label: "Assinar" }) }),
    );
  });
});
