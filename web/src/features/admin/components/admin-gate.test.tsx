import { screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { stubApi } from "@/test/api-stub";
import { aUser } from "@/test/factories";
import { renderRoutes } from "@/test/render";
import { AdminGate } from "./admin-gate";

function renderPanel() {
  return renderRoutes(
    [
      {
        path: "/admin/perfect",
        element: (
          <AdminGate>
            <h1>Painel admin</h1>
          </AdminGate>
        ),
      },
      { path: "/admin", element: <h1>Entrar como admin</h1> },
    ],
    "/admin/perfect",
  );
}

afterEach(() => vi.unstubAllGlobals());

describe("AdminGate", () => {
  it("tells a signed-in account without the admin role 'Acesso Negado', even one named Admin", async () => {
    stubApi({ "GET /api/session": { body: { user: aUser({ username: "Admin", firstName: "Admin" }) } } });
    renderPanel();
    expect(await screen.findByRole("alert")).toHaveTextContent("Acesso Negado");
    expect(screen.getByText("Você não tem permissão para acessar esta página.")).toBeInTheDocument();
    expect(screen.queryByRole("heading", { name: "Painel admin" })).not.toBeInTheDocument();
  });

  it("sends a visitor to the admin sign-in", async () => {
    stubApi();
    const { router } = renderPanel();
    expect(await screen.findByRole("heading", { name: "Entrar como admin" })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/admin");
  });

  it("opens the panel for the server's admin role", async () => {
    stubApi({ "GET /api/session": { body: { user: aUser({ role: "admin", isAdmin: true }) } } });
    renderPanel();
    expect(await screen.findByRole("heading", { name: "Painel admin" })).toBeInTheDocument();
  });
});
