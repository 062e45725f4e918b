import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { stubApi } from "@/test/api-stub";
import { renderAt } from "@/test/render";
import { AuthPage } from "./auth-page";
import { RegisterWizard } from "./register-wizard";

afterEach(() => vi.unstubAllGlobals());

const CONSENT =
  "Ao criar sua conta, você confirma que tem 18 anos ou mais e concorda com os Termos de Uso e a Política de Privacidade.";

function expectLegalLinks() {
  for (const [name, href] of [
    ["Termos de Uso", "/termos"],
    ["Política de Privacidade", "/privacidade"],
  ] as const) {
    const link = screen.getByRole("link", { name: `${name} (abre em nova aba)` });
    expect(link).toHaveAttribute("href", href);
    // A new tab, so what was typed in the form is still there on the way back.
    expect(link).toHaveAttribute("target", "_blank");
  }
}

describe("sign-up consent", () => {
  it("sits above Cadastrar on the /auth sign-up tab", async () => {
    stubApi();
    renderAt(<AuthPage />, "/auth?mode=register");
    await screen.findByRole("button", { name: "Cadastrar" });
    expect(screen.getByText(/Ao criar sua conta/)).toHaveTextContent(CONSENT);
    expectLegalLinks();
  });

  it("appears on the wizard's last step, beside Criar conta", async () => {
    stubApi();
    const user = userEvent.setup();
    renderAt(<RegisterWizard />, "/register");
    const next = () => user.click(screen.getByRole("button", { name: "Continuar" }));
    await user.type(await screen.findByLabelText("Nome completo"), "Maria da Silva");
    expect(screen.queryByText(/Ao criar sua conta/)).not.toBeInTheDocument();
    await next();
    await user.type(screen.getByLabelText("E-mail"), "maria.silva@example.com");
    await next();
    await user.type(screen.getByLabelText("WhatsApp"), "11987654321");
    await next();
    await screen.findByRole("button", { name: "Criar conta" });
    expect(screen.getByText(/Ao criar sua conta/)).toHaveTextContent(CONSENT);
    expectLegalLinks();
  });
});
