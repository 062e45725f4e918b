import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { savePendingIntent } from "@/lib/pending-intent";
import { returnAfterAuth, takeReturnPath } from "@/lib/return-after-auth";
import { aUser } from "@/test/factories";
import { renderRoutes } from "@/test/render";
import { sentBodies, signedInApi, stubApi } from "@/test/api-stub";
import { AuthPage } from "./auth-page";

function renderAuth(path = "/auth") {
  const user = userEvent.setup();
  const view = renderRoutes(
    [
      { path: "/auth", element: <AuthPage /> },
      { path: "/dashboard", element: <h1>Painel</h1> },
      { path: "/admin", element: <h1>Admin</h1> },
      { path: "/subscribe", element: <h1>Planos</h1> },
      { path: "/", element: <h1>Início</h1> },
    ],
    path,
  );
  return { user, view };
}

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

describe("AuthPage login tab", () => {
  it("ignores a submit with an empty field", async () => {
    const fetchMock = stubApi();
    const { user } = renderAuth();
    await user.click(screen.getByRole("button", { name: "Entrar" }));
    await user.type(screen.getByLabelText("E-mail"), "ana@example.com");
    await user.click(screen.getByRole("button", { name: "Entrar" }));
    expect(sentBodies(fetchMock, "POST /api/login")).toHaveLength(0);
  });

  it("shows 'E-mail ou senha incorretos.' on a 401 and keeps what was typed", async () => {
    const wrong = { error: "invalid_credentials", message: "E-mail ou senha incorretos." };
    const fetchMock = stubApi({ "POST /api/login": { status: 401, body: wrong } });
    const { user } = renderAuth();
    await user.type(screen.getByLabelText("E-mail"), "ana@example.com");
    await user.type(screen.getByLabelText("Senha"), "errada");
    await user.click(screen.getByRole("button", { name: "Entrar" }));

    expect(await screen.findByRole("alert")).toHaveTextContent("E-mail ou senha incorretos.");
    expect(screen.getByLabelText("E-mail")).toHaveValue("ana@example.com");
    expect(screen.getByLabelText("Senha")).toHaveValue("errada");
    expect(sentBodies(fetchMock, "POST /api/login")).toEqual([
      { email: "ana@example.com", password: "errada" },
    ]);
  });

  it("takes a visitor who came from the plans back there once signed in", async () => {
    stubApi({ "POST /api/login": { body: aUser() } });
    returnAfterAuth("/subscribe");
    const { user, view } = renderAuth();
    await user.type(screen.getByLabelText("E-mail"), "ana@example.com");
    await user.type(screen.getByLabelText("Senha"), "segredo1");
    await user.click(screen.getByRole("button", { name: "Entrar" }));
    await waitFor(() => expect(view.router.state.location.pathname).toBe("/subscribe"));
    expect(takeReturnPath()).toBeNull();
  });

  it("signs in and goes to the dashboard", async () => {
    stubApi({ "POST /api/login": { body: aUser() } });
    const { user, view } = renderAuth();
    await user.type(screen.getByLabelText("E-mail"), "ana@example.com");
    await user.type(screen.getByLabelText("Senha"), "segredo1");
    await user.click(screen.getByRole("button", { name: "Entrar" }));
    await waitFor(() => expect(view.router.state.location.pathname).toBe("/dashboard"));
    expect(view.queryClient.getQueryData(["/api/user"])).toMatchObject({ firstName: "Ana" });
  });

  it("sends an admin (as the server says) to /admin", async () => {
    stubApi({
      "POST /api/login": { body: aUser({ username: "chef", isAdmin: true, role: "admin" }) },
    });
    const { user, view } = renderAuth();
    await user.type(screen.getByLabelText("E-mail"), "chef@example.com");
    await user.type(screen.getByLabelText("Senha"), "segredo1");
    await user.click(screen.getByRole("button", { name: "Entrar" }));
    await waitFor(() => expect(view.router.state.location.pathname).toBe("/admin"));
  });

  it("clears a malformed pending intent after signing in", async () => {
    localStorage.setItem("pendingRecipeIngredients", "not json");
    localStorage.setItem("redirectAfterAuth", "generate-recipe");
    stubApi({ "POST /api/login": { body: aUser() } });
    const { user, view } = renderAuth();
    await user.type(screen.getByLabelText("E-mail"), "ana@example.com");
    await user.type(screen.getByLabelText("Senha"), "segredo1");
    await user.click(screen.getByRole("button", { name: "Entrar" }));
    await waitFor(() => expect(view.router.state.location.pathname).toBe("/dashboard"));
    expect(localStorage.getItem("pendingRecipeIngredients")).toBeNull();
  });
});

describe("AuthPage register tab", () => {
  it("opens with ?mode=register and shows the password hint", () => {
    stubApi();
    renderAuth("/auth?mode=register");
    expect(screen.getByRole("tab", { name: "Cadastrar" })).toHaveAttribute("aria-selected", "true");
    expect(screen.getByLabelText("Senha")).toHaveAttribute("placeholder", "Mínimo 6 caracteres");
  });

  it("says a password shorter than 6 is too short, and otherwise sends a username from the e-mail", async () => {
    const fetchMock = stubApi({ "POST /api/register": { status: 201, body: aUser() } });
    const { user, view } = renderAuth("/auth?mode=register");
    await user.type(screen.getByLabelText("E-mail"), "ana@example.com");
    await user.type(screen.getByLabelText("Senha"), "12345");
    await user.type(screen.getByLabelText("Nome"), "Ana");
    await user.type(screen.getByLabelText("Sobrenome"), "Souza");
    await user.click(screen.getByRole("button", { name: "Cadastrar" }));
    expect(sentBodies(fetchMock, "POST /api/register")).toHaveLength(0);
    expect(await screen.findByRole("alert")).toHaveTextContent("Senha deve ter pelo menos 6 caracteres");
    expect(screen.getByLabelText("Senha")).toHaveAttribute("aria-invalid", "true");
    expect(screen.getByLabelText("Senha")).toHaveFocus();

    await user.type(screen.getByLabelText("Senha"), "6");
    await user.click(screen.getByRole("button", { name: "Cadastrar" }));
    await waitFor(() => expect(view.router.state.location.pathname).toBe("/dashboard"));
    const [payload] = sentBodies(fetchMock, "POST /api/register") as Record<string, unknown>[];
    expect(payload).toMatchObject({ email: "ana@example.com", firstName: "Ana", lastName: "Souza" });
    expect(payload?.username).toMatch(/^ana_[a-z0-9]{6}$/);
  });

  it("shows the server message on a 409 and keeps what was typed", async () => {
    const taken = { error: "email_taken", message: "Este e-mail já está cadastrado.", field: "email" };
    stubApi({ "POST /api/register": { status: 409, body: taken } });
    const { user } = renderAuth("/auth?mode=register");
    await user.type(screen.getByLabelText("E-mail"), "ana@example.com");
    await user.type(screen.getByLabelText("Senha"), "segredo1");
    await user.type(screen.getByLabelText("Nome de usuário (opcional)"), "aninha");
    await user.click(screen.getByRole("button", { name: "Cadastrar" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Este e-mail já está cadastrado.");
    expect(screen.getByLabelText("E-mail")).toHaveValue("ana@example.com");
    expect(screen.getByLabelText("Nome de usuário (opcional)")).toHaveValue("aninha");
  });
});

describe("AuthPage", () => {
  it("keeps the typed e-mail when switching tabs, both ways, and titles the tab", async () => {
    stubApi();
    const { user } = renderAuth();
    expect(document.title).toBe("Entrar · ChefZap");
    await user.type(screen.getByLabelText("E-mail"), "ana@example.com");
    await user.click(screen.getByRole("tab", { name: "Cadastrar" }));
    expect(screen.getByLabelText("E-mail")).toHaveValue("ana@example.com");
    expect(document.title).toBe("Cadastrar · ChefZap");
    await user.type(screen.getByLabelText("E-mail"), ".br");
    await user.click(screen.getByRole("tab", { name: "Entrar" }));
    expect(screen.getByLabelText("E-mail")).toHaveValue("ana@example.com.br");
  });

  it("tells a visitor with a pending recipe that it is almost ready", () => {
    savePendingIntent(["frango"]);
    stubApi();
    renderAuth();
    expect(
      screen.getByText("Sua receita está quase pronta! Entre ou cadastre-se para vê-la."),
    ).toBeInTheDocument();
  });

  it("has a way back to the start", async () => {
    stubApi();
    const { user, view } = renderAuth();
    await user.click(screen.getByRole("link", { name: "Voltar ao início" }));
    expect(view.router.state.location.pathname).toBe("/");
  });

  it("sends a signed-in user to the dashboard", async () => {
    signedInApi();
    const { view } = renderAuth();
    await waitFor(() => expect(view.router.state.location.pathname).toBe("/dashboard"));
  });
});
