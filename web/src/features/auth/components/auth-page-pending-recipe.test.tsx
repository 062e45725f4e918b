import { act, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { toast } from "sonner";
import { afterEach, describe, expect, it, vi } from "vitest";
import { readPendingIntent, savePendingIntent } from "@/lib/pending-intent";
import { sentBodies, stubApi, type StubReply } from "@/test/api-stub";
import { aUser } from "@/test/factories";
import { serverEmits } from "@/test/fake-socket";
import { renderRoutes } from "@/test/render";
import { AuthPage } from "./auth-page";

vi.mock("@/lib/socket", async () => (await import("@/test/fake-socket")).fakeSocketModule);
vi.mock("sonner", () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

function renderAuth() {
  const view = renderRoutes(
    [
      { path: "/auth", element: <AuthPage /> },
      { path: "/dashboard", element: <h1>Painel</h1> },
      { path: "/recipes/:id", element: <h1>Página da receita</h1> },
    ],
    "/auth",
  );
  return { user: userEvent.setup(), view };
}

async function logIn(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText("E-mail"), "ana@example.com");
  await user.type(screen.getByLabelText("Senha"), "segredo1");
  await user.click(screen.getByRole("button", { name: "Entrar" }));
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe("AuthPage with a recipe asked for before signing in", () => {
  it("clears the intent, generates from the ingredients alone and opens the recipe", async () => {
    savePendingIntent(["frango", "arroz"]);
    let answer!: (reply: StubReply) => void;
    let jobId = "";
    const fetchMock = stubApi({
      "POST /api/login": { body: aUser() },
      "POST /api/generate-recipe": (body) => {
        jobId = (body as { jobId: string }).jobId;
        return new Promise((resolve) => (answer = resolve));
      },
    });
    const { user, view } = renderAuth();
    await logIn(user);

    const notice = await screen.findByRole("status");
    expect(notice).toHaveTextContent("Gerando sua receita...");
    act(() => serverEmits("job:progress", { jobId, stage: "criando" }));
    expect(notice).toHaveTextContent("Criando receita personalizada…");
    expect(readPendingIntent()).toEqual({ kind: "none" });
    const [body] = sentBodies(fetchMock, "POST /api/generate-recipe");
    expect(body).toEqual({ ingredients: ["frango", "arroz"], jobId: expect.any(String) });

    answer({ status: 201, body: { id: "r9", title: "Galinhada", jobId } });
    await waitFor(() => expect(view.router.state.location.pathname).toBe("/recipes/r9"));
  });

  it("on failure shows the server message and goes to the dashboard", async () => {
    savePendingIntent(["frango"]);
    stubApi({
      "POST /api/login": { body: aUser() },
      "POST /api/generate-recipe": {
        status: 502,
        body: { error: "ai_unavailable", message: "A IA está indisponível no momento." },
      },
    });
    const { user, view } = renderAuth();
    await logIn(user);
    await waitFor(() => expect(view.router.state.location.pathname).toBe("/dashboard"));
    expect(toast.error).toHaveBeenCalledWith("Erro ao gerar receita", {
      description: "A IA está indisponível no momento.",
    });
    expect(readPendingIntent()).toEqual({ kind: "none" });
  });
});
