import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { sentBodies, signedInApi, stubApi } from "@/test/api-stub";
import { renderRoutes } from "@/test/render";
import { SecurityPage } from "./security-page";

function renderSecurity() {
  const user = userEvent.setup();
  const view = renderRoutes(
    [
      { path: "/perfil/seguranca", element: <SecurityPage /> },
      { path: "/auth", element: <h1>Entrar</h1> },
    ],
    "/perfil/seguranca",
  );
  return { user, view };
}

async function change(user: ReturnType<typeof userEvent.setup>, current: string, next: string) {
  await user.type(await screen.findByLabelText("Senha atual"), current);
  await user.type(screen.getByLabelText("Nova senha"), next);
  await user.type(screen.getByLabelText("Confirmar nova senha"), next);
  await user.click(screen.getByRole("button", { name: "Alterar senha" }));
}

afterEach(() => vi.unstubAllGlobals());

describe("SecurityPage", () => {
  it("sends a visitor to the login", async () => {
    stubApi();
    const { view } = renderSecurity();
    await waitFor(() => expect(view.router.state.location.pathname).toBe("/auth"));
  });

  it("shows the server's word under 'Senha atual' when it is wrong", async () => {
    signedInApi({
      "POST /api/auth/change-password": {
        status: 400,
        body: {
          error: "current_password_wrong",
          field: "currentPassword",
          message: "A senha atual está incorreta.",
        },
      },
    });
    const { user } = renderSecurity();
    await change(user, "errada1", "moqueca456");
    expect(await screen.findByText("A senha atual está incorreta.")).toBeInTheDocument();
    expect(screen.getByLabelText("Senha atual")).toHaveAttribute("aria-invalid", "true");
    expect(screen.getByLabelText("Nova senha")).toHaveValue("moqueca456");
  });

  it("changes the password, says the other devices were signed out, and empties the form", async () => {
    const fetchMock = signedInApi({ "POST /api/auth/change-password": { status: 204 } });
    const { user } = renderSecurity();
    await change(user, "feijoada123", "moqueca456");
    expect(await screen.findByRole("status")).toHaveTextContent("outros aparelhos foram encerradas");
    expect(sentBodies(fetchMock, "POST /api/auth/change-password")).toEqual([
      { currentPassword: "feijoada123", newPassword: "moqueca456" },
    ]);
    expect(screen.getByLabelText("Senha atual")).toHaveValue("");
  });
});
