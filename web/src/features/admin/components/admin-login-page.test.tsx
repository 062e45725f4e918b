import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Toaster } from "@/components/ui/toaster";
import { sentBodies, stubApi } from "@/test/api-stub";
import { aUser } from "@/test/factories";
import { renderRoutes } from "@/test/render";
import { AdminLoginPage } from "./admin-login-page";

const admin = aUser({ id: "a1", email: "chefe@chefzap.com.br", role: "admin", isAdmin: true });

function renderLogin() {
  const user = userEvent.setup();
  const view = renderRoutes(
    [
      {
        path: "/admin",
        element: (
          <>
            <AdminLoginPage />
            <Toaster />
          </>
        ),
      },
      { path: "/admin/perfect", element: <h1>Painel admin</h1> },
      { path: "/", element: <h1>Início</h1> },
    ],
    "/admin",
  );
  return { user, ...view };
}

const fill = async (user: ReturnType<typeof userEvent.setup>, login: string, password: string) => {
  if (login) await user.type(screen.getByLabelText("Usuário ou e-mail"), login);
  if (password) await user.type(screen.getByLabelText("Senha"), password);
  await user.click(screen.getByRole("button", { name: "Entrar" }));
};

afterEach(() => vi.unstubAllGlobals());

describe("AdminLoginPage", () => {
  it("asks for both fields with the spec's words and sends nothing", async () => {
    const fetchMock = stubApi();
    const { user } = renderLogin();
    await fill(user, "chefe@chefzap.com.br", "");
    expect(await screen.findByText("Campos obrigatórios")).toBeInTheDocument();
    expect(screen.getByText("Por favor, preencha usuário e senha")).toBeInTheDocument();
    expect(sentBodies(fetchMock, "POST /api/login")).toHaveLength(0);
  });

  it("says 'Credenciais de administrador inválidas' when the password is wrong", async () => {
    const wrong = { error: "invalid_credentials", message: "E-mail ou senha incorretos." };
    stubApi({ "POST /api/login": { status: 401, body: wrong } });
    const { user } = renderLogin();
    await fill(user, "chefe@chefzap.com.br", "errada");
    expect(await screen.findByText("Erro no login")).toBeInTheDocument();
    expect(screen.getByText("Credenciais de administrador inválidas")).toBeInTheDocument();
  });

  it("refuses an account without the admin role, whatever its name", async () => {
    stubApi({ "POST /api/login": { body: aUser({ username: "Admin" }) } });
    const { user, router } = renderLogin();
    await fill(user, "ana@example.com", "segredo1");
    expect(await screen.findByText("Acesso negado")).toBeInTheDocument();
    expect(screen.getByText("Credenciais de administrador necessárias")).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/admin");
  });

  it("takes an admin by the server's role to /admin/perfect", async () => {
    const fetchMock = stubApi({ "POST /api/login": { body: admin } });
    const { user } = renderLogin();
    await fill(user, " chefe@chefzap.com.br ", "segredo1");
    expect(await screen.findByRole("heading", { name: "Painel admin" })).toBeInTheDocument();
    expect(sentBodies(fetchMock, "POST /api/login")).toEqual([
      { login: "chefe@chefzap.com.br", password: "segredo1" },
    ]);
  });

  it("signs in by username as well, sent as typed for the server to match", async () => {
    const fetchMock = stubApi({ "POST /api/login": { body: admin } });
    const { user } = renderLogin();
    await fill(user, "Clara.Admin ", "segredo1");
    expect(await screen.findByRole("heading", { name: "Painel admin" })).toBeInTheDocument();
    expect(sentBodies(fetchMock, "POST /api/login")).toEqual([
      { login: "Clara.Admin", password: "segredo1" },
    ]);
  });

  it("shows and hides the password, and leads back to the site", async () => {
    stubApi();
    const { user, router } = renderLogin();
    const password = screen.getByLabelText("Senha");
    await user.type(password, "segredo1");
    expect(password).toHaveAttribute("type", "password");
    await user.click(screen.getByRole("button", { name: "Mostrar senha" }));
    expect(password).toHaveAttribute("type", "text");
    await user.click(screen.getByRole("button", { name: "Ocultar senha" }));
    expect(password).toHaveAttribute("type", "password");
    await user.click(screen.getByRole("link", { name: "Voltar ao site" }));
    expect(router.state.location.pathname).toBe("/");
  });

  it("sends an admin who is already signed in to the panel", async () => {
    stubApi({ "GET /api/session": { body: { user: admin } } });
    renderLogin();
    expect(await screen.findByRole("heading", { name: "Painel admin" })).toBeInTheDocument();
  });
});
