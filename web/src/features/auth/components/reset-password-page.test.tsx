import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { userQueryKey } from "@/lib/session";
import { sentBodies, stubApi } from "@/test/api-stub";
import { renderRoutes } from "@/test/render";
import { ResetPasswordPage } from "./reset-password-page";

const TOKEN = "k".repeat(43);
const DEAD = "Este link de redefinição é inválido ou expirou. Peça um novo.";

function renderReset(path = `/redefinir-senha?token=${TOKEN}`) {
  const user = userEvent.setup();
  const view = renderRoutes(
    [
      { path: "/redefinir-senha", element: <ResetPasswordPage /> },
      { path: "/auth", element: <h1>Entrar</h1> },
      { path: "/esqueci-senha", element: <h1>Esqueci minha senha</h1> },
    ],
    path,
  );
  return { user, view };
}

async function fill(user: ReturnType<typeof userEvent.setup>, password: string, confirm = password) {
  await user.type(screen.getByLabelText("Nova senha"), password);
  await user.type(screen.getByLabelText("Confirmar nova senha"), confirm);
  await user.click(screen.getByRole("button", { name: "Salvar nova senha" }));
}

afterEach(() => vi.unstubAllGlobals());

describe("ResetPasswordPage", () => {
  it("says a link without its token is dead and offers a new one", async () => {
    stubApi();
    const { user, view } = renderReset("/redefinir-senha");
    expect(screen.getByRole("alert")).toHaveTextContent(DEAD);
    expect(screen.queryByLabelText("Nova senha")).not.toBeInTheDocument();
    await user.click(screen.getByRole("link", { name: "Pedir um novo link" }));
    expect(view.router.state.location.pathname).toBe("/esqueci-senha");
  });

  it("applies the sign-up's password rules with its messages before sending", async () => {
    const fetchMock = stubApi();
    const { user } = renderReset();
    await user.click(screen.getByRole("button", { name: "Salvar nova senha" }));
    expect(await screen.findByText("Senha é obrigatória")).toBeInTheDocument();
    expect(screen.getByText("Confirmação de senha é obrigatória")).toBeInTheDocument();

    await fill(user, "12345");
    expect(await screen.findByText("Senha deve ter pelo menos 6 caracteres")).toBeInTheDocument();
    await user.clear(screen.getByLabelText("Nova senha"));
    await user.clear(screen.getByLabelText("Confirmar nova senha"));
    await fill(user, "moqueca456", "moqueca457");
    expect(await screen.findByText("Senhas não coincidem")).toBeInTheDocument();
    expect(sentBodies(fetchMock, "POST /api/auth/reset-password")).toEqual([]);
  });

  it("shows and hides what was typed", async () => {
    stubApi();
    const { user } = renderReset();
    const input = screen.getByLabelText("Nova senha");
    const toggle = screen.getByRole("button", { name: "Mostrar nova senha" });
    expect(input).toHaveAttribute("type", "password");
    await user.click(toggle);
    expect(input).toHaveAttribute("type", "text");
    expect(toggle).toHaveAttribute("aria-pressed", "true");
    await user.click(toggle);
    expect(input).toHaveAttribute("type", "password");
  });

  it("saves the new password and sends the cook to the login, signed out", async () => {
    const fetchMock = stubApi({ "POST /api/auth/reset-password": { status: 204 } });
    const { user, view } = renderReset();
    await fill(user, "moqueca456");
    await waitFor(() => expect(view.router.state.location.pathname).toBe("/auth"));
    expect(sentBodies(fetchMock, "POST /api/auth/reset-password")).toEqual([
      { token: TOKEN, password: "moqueca456" },
    ]);
    expect(view.queryClient.getQueryData(userQueryKey)).toBeNull();
  });

  it("tells a used or expired link apart and offers a new one, keeping the page", async () => {
    stubApi({
      "POST /api/auth/reset-password": {
        status: 400,
        body: { error: "reset_token_invalid", field: "token", message: DEAD },
      },
    });
    const { user, view } = renderReset();
    await fill(user, "moqueca456");
    expect(await screen.findByRole("alert")).toHaveTextContent(DEAD);
    expect(screen.getByRole("link", { name: "Pedir um novo link" })).toHaveAttribute(
      "href",
      "/esqueci-senha",
    );
    expect(view.router.state.location.pathname).toBe("/redefinir-senha");
  });
});
