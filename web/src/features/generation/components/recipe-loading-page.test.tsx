import { act, screen } from "@testing-library/react";
import { toast } from "sonner";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { GENERATION_STEPS } from "@/lib/jobs/stages";
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

  it("opens a recipe that is ready in 300 ms about half a second after the screen shows", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "Date"] });
    savePendingIntent(["frango", "arroz", "tomate", "cebola"]);
    signedInApi({
      "POST /api/generate-recipe": (body) => {
        const { jobId } = body as { jobId: string };
        const reply = { status: 201, body: { id: "r7", title: "Galinhada", jobId } };
        return new Promise((resolve) => setTimeout(() => resolve(reply), 300));
      },
    });
    const { router } = renderLoading();
    await advance(0);
    expect(screen.getByRole("heading", { name: "Gerando sua receita..." })).toBeInTheDocument();
    expect(screen.getByText("frango, arroz, tomate...")).toBeInTheDocument();
    expect(screen.getByText(/mais de 10.000 receitas brasileiras/)).toBeInTheDocument();
    expect(currentStep()).toBe("Analisando ingredientes com IA");

    await advance(300);
    expect(stored()).toEqual([null, null]);
    const seen: string[] = [];
    let redirecting = false;
    for (
      let waited = 0;
      waited <= 240 && router.state.location.pathname === "/recipe-loading";
      waited += 20
    ) {
      seen.push(currentStep()!);
      redirecting ||= !!screen.queryByRole("heading", { name: "Redirecionando..." });
      await advance(20);
    }
    // The spec's step times (5.3 s, plus 1 s before asking and 1.2 s after) no longer hold it back.
    expect(router.state.location.pathname).toBe("/recipes/r7");
    expect(new Set(seen)).toEqual(new Set(GENERATION_STEPS.map((step) => step.label)));
    expect(redirecting).toBe(true);
  });

  it("moves each step when the server reports it, never ahead of the server", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "Date"] });
    savePendingIntent(["frango", "arroz"]);
    let jobId = "";
    let answer!: (reply: StubReply) => void;
    signedInApi({
      "POST /api/generate-recipe": (body) => {
        jobId = (body as { jobId: string }).jobId;
        expect(body).toMatchObject({ ingredients: ["frango", "arroz"], skillLevel: "iniciante" });
        return new Promise((resolve) => (answer = resolve));
      },
    });
    const { router } = renderLoading();
    await advance(0);
    expect(jobId).not.toBe("");
    act(() => serverEmits("job:progress", { jobId, stage: "analisando" }));
    await advance(5000);
    expect(currentStep()).toBe("Analisando ingredientes com IA");

    act(() => serverEmits("job:progress", { jobId: "another-job", stage: "calculando" }));
    act(() => serverEmits("job:progress", { jobId, stage: "criando" }));
    await advance(0);
    expect(currentStep()).toBe("Criando receita personalizada");
    await advance(5000);
    expect(currentStep()).toBe("Criando receita personalizada");

    act(() => serverEmits("job:progress", { jobId, stage: "calculando" }));
    await advance(0);
    expect(currentStep()).toBe("Calculando tempo de preparo");
    act(() => serverEmits("job:progress", { jobId, stage: "pronta", recipeId: "r7" }));
    await advance(0);
    expect(currentStep()).toBe("Calculando tempo de preparo"); // each step is seen, however fast
    await advance(150);
    expect(currentStep()).toBe("Receita pronta!");
    expect(router.state.location.pathname).toBe("/recipe-loading");

    answer({ status: 201, body: { id: "r7", title: "Galinhada", jobId } });
    await advance(0);
    expect(screen.getByRole("heading", { name: "Redirecionando..." })).toBeInTheDocument();
    await advance(240);
    expect(router.state.location.pathname).toBe("/recipes/r7");
  });

  it("opens the recipe without the finishing animation for people who ask for less motion", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "Date"] });
    vi.stubGlobal("matchMedia", (query: string) => ({
      matches: query === "(prefers-reduced-motion: reduce)",
    }));
    savePendingIntent(["frango"]);
    signedInApi({
      "POST /api/generate-recipe": (body) => ({
        status: 201,
        body: { id: "r7", title: "Galinhada", jobId: (body as { jobId: string }).jobId },
      }),
    });
    const { router } = renderLoading();
    for (let i = 0; i < 6; i += 1) await advance(0);
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
    await advance(0);
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
    await advance(0);
    await advance(0);
    expect(router.state.location.pathname).toBe("/");
    expect(toast.error).toHaveBeenCalledWith(
      "Suas receitas grátis acabaram",
      expect.objectContaining({ action: expect.objectContaining({ label: "Assinar" }) }),
    );
  });
});
