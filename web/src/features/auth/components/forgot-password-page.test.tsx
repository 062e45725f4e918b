import { FORGOT_PASSWORD_ANSWER } from "@chefzap/shared";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { sentBodies, stubApi } from "@/test/api-stub";
import { renderRoutes } from "@/test/render";
import { AuthPage } from "./auth-page";
import { ForgotPasswordPage } from "./forgot-password-page";

function renderForgot(path = "/esqueci-senha") {
  const user = userEvent.setup();
  const view = renderRoutes(
    [
      { path: "/auth", element: <AuthPage /> },
      { path: "/esqueci-senha", element: <ForgotPasswordPage /> },
    ],
    path,
  );
  return { user, view };
}

afterEach(() => vi.unstubAllGlobals());

describe("ForgotPasswordPage", () => {
  it("checks the e-mail with the sign-up's messages before sending anything", async () => {
    const fetchMock = stubApi();
    const { user } = renderForgot();
    await user.click(screen.getByRole("button", { name: "Enviar link" }));
    expect(await screen.findByText("E-mail é obrigatório")).toBeInTheDocument();
    await user.type(screen.getByLabelText("E-mail"), "ana-sem-arroba");
    await user.click(screen.getByRole("button", { name: "Enviar link" }));
    expect(await screen.findByText("E-mail inválido")).toBeInTheDocument();
    expect(sentBodies(fetchMock, "POST /api/auth/forgot-password")).toEqual([]);
  });

  it("sends the e-mail and shows the one answer, whatever the account; 'Enviar de novo' brings the form back", async () => {
    const fetchMock = stubApi({
      "POST /api/auth/forgot-password": { status: 202, body: { message: FORGOT_PASSWORD_ANSWER } },
    });
    const { user } = renderForgot();
    await user.type(screen.getByLabelText("E-mail"), "  ana@exemplo.com.br ");
    await user.click(screen.getByRole("button", { name: "Enviar link" }));

    expect(await screen.findByRole("status")).toHaveTextContent(
      "Se houver uma conta com este e-mail, enviamos um link para redefinir a senha. Confira sua caixa de entrada e o spam.",
    );
    expect(sentBodies(fetchMock, "POST /api/auth/forgot-password")).toEqual([
      { email: "ana@exemplo.com.br" },
    ]);
    expect(screen.getByRole("link", { name: "Voltar para o login" })).toHaveAttribute("href", "/auth");
    await user.click(screen.getByRole("button", { name: "Enviar de novo" }));
    expect(screen.getByLabelText("E-mail")).toHaveValue("ana@exemplo.com.br");
  });

  it("says when there were too many requests and keeps what was typed", async () => {
    stubApi({
      "POST /api/auth/forgot-password": {
        status: 429,
        body: {
          error: "rate_limited",
          message: "Muitas tentativas. Aguarde alguns minutos e tente novamente.",
        },
      },
    });
    const { user } = renderForgot();
    await user.type(screen.getByLabelText("E-mail"), "ana@exemplo.com.br");
    await user.click(screen.getByRole("button", { name: "Enviar link" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Muitas tentativas.");
    expect(screen.getByLabelText("E-mail")).toHaveValue("ana@exemplo.com.br");
  });

  it("is reached from the login form, which hands over the e-mail typed there", async () => {
    stubApi();
    const { user, view } = renderForgot("/auth");
    await user.type(await screen.findByLabelText("E-mail"), "ana@exemplo.com.br");
    await user.click(screen.getByRole("link", { name: "Esqueci minha senha" }));
    expect(await screen.findByRole("heading", { name: "Esqueci minha senha" })).toBeInTheDocument();
    expect(view.router.state.location.pathname).toBe("/esqueci-senha");
    expect(screen.getByLabelText("E-mail")).toHaveValue("ana@exemplo.com.br");
  });
});
