import { act, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { RouteObject } from "react-router";
import { toast } from "sonner";
import { afterEach, describe, expect, it, vi } from "vitest";
import { signedInApi, stubApi, type StubReply } from "@/test/api-stub";
import { serverEmits } from "@/test/fake-socket";
import { renderRoutes } from "@/test/render";
import { LandingPage } from "./landing-page";

vi.mock("@/lib/socket", async () => (await import("@/test/fake-socket")).fakeSocketModule);
vi.mock("sonner", () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }));

const routes: RouteObject[] = [
  { path: "/", element: <LandingPage /> },
  { path: "/register", element: <h1>Cadastro</h1> },
  { path: "/recipes/:id", element: <h1>Página da receita</h1> },
];

async function addAndGenerate(user: ReturnType<typeof userEvent.setup>) {
  const input = screen.getByLabelText("Quais ingredientes você tem?");
  await user.type(input, "frango{Enter}arroz{Enter}");
  await user.click(screen.getByRole("button", { name: "Gerar receita" }));
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe("generate from the landing", () => {
  it("keeps a visitor's ingredients and sends them to sign-up", async () => {
    const fetchMock = stubApi();
    const user = userEvent.setup();
    const { queryClient } = renderRoutes(routes);
    // Visitors look the same while /api/session is pending, so wait for its answer explicitly.
    await waitFor(() => expect(queryClient.getQueryState(["/api/user"])?.status).toBe("success"));
    await addAndGenerate(user);
    expect(await screen.findByRole("heading", { name: "Cadastro" })).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem("pendingRecipeIngredients")!)).toEqual(["frango", "arroz"]);
    expect(localStorage.getItem("redirectAfterAuth")).toBe("generate-recipe");
    expect(fetchMock).not.toHaveBeenCalledWith("/api/generate-recipe", expect.anything());
  });

  it("generates for a signed-in user and opens the new recipe", async () => {
    let answer!: (reply: StubReply) => void;
    const fetchMock = signedInApi({
      "POST /api/generate-recipe": () => new Promise<StubReply>((resolve) => (answer = resolve)),
    });
    const user = userEvent.setup();
    const { queryClient } = renderRoutes(routes);
    const invalidate = vi.spyOn(queryClient, "invalidateQueries");
    await screen.findByRole("link", { name: "Criar uma receita" });
    await user.click(screen.getByRole("radio", { name: /Intermediário/ }));
    await addAndGenerate(user);

    expect(await screen.findByRole("button", { name: "Gerando receita..." })).toBeDisabled();
    const call = fetchMock.mock.calls.find(([path]) => path === "/api/generate-recipe")!;
    const body = JSON.parse(call[1]!.body as string);
    expect(body).toEqual({
      ingredients: ["frango", "arroz"],
      skillLevel: "intermediario",
      jobId: expect.any(String),
    });
    act(() => serverEmits("job:progress", { jobId: body.jobId, stage: "criando" }));
    expect(screen.getByText("Criando receita personalizada…")).toBeInTheDocument();

    answer({ body: { id: "r42", title: "Galinhada" } });
    expect(await screen.findByRole("heading", { name: "Página da receita" })).toBeInTheDocument();
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ["/api/recipes"] });
    expect(toast.success).toHaveBeenCalled();
  });

  it("treats a 401 as a lost session: keeps the ingredients and goes to sign-up", async () => {
    signedInApi({
      "POST /api/generate-recipe": {
        status: 401,
        body: { error: "unauthenticated", message: "Unauthorized" },
      },
    });
    const user = userEvent.setup();
    renderRoutes(routes);
    await screen.findByRole("link", { name: "Criar uma receita" });
    await addAndGenerate(user);
    expect(await screen.findByRole("heading", { name: "Cadastro" })).toBeInTheDocument();
    expect(localStorage.getItem("redirectAfterAuth")).toBe("generate-recipe");
  });

  it("explains any other failure and lets the user try again", async () => {
    signedInApi({
      "POST /api/generate-recipe": { status: 500, body: { error: "internal_error", message: "x" } },
    });
    const user = userEvent.setup();
    renderRoutes(routes);
    await screen.findByRole("link", { name: "Criar uma receita" });
    await addAndGenerate(user);
    expect(await screen.findByRole("button", { name: "Gerar receita" })).toBeEnabled();
    expect(toast.error).toHaveBeenCalledWith("Erro ao gerar receita", {
      description: "Tente novamente em alguns instantes.",
    });
    expect(screen.getAllByRole("listitem").map((li) => li.textContent)).toContain("frango");
  });
});
