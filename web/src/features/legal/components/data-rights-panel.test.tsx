import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Toaster } from "@/components/ui/toaster";
import { signedInApi, stubApi } from "@/test/api-stub";
import { renderAt } from "@/test/render";
import { PrivacyPage } from "./privacy-page";

afterEach(() => vi.unstubAllGlobals());

function renderPrivacy() {
  const user = userEvent.setup();
  const view = renderAt(
    <>
      <PrivacyPage />
      <Toaster />
    </>,
    "/privacidade#direitos",
  );
  return { user, view };
}

const panel = () => screen.getByRole("group", { name: "Seus dados" });

describe("Seus dados, in the privacy policy's rights section", () => {
  it("asks a visitor to sign in before offering the export and deletion", async () => {
    stubApi();
    renderPrivacy();
    expect(await within(panel()).findByRole("link", { name: "Entrar na minha conta" })).toHaveAttribute(
      "href",
      "/auth",
    );
    expect(screen.queryByRole("button", { name: "Excluir minha conta" })).not.toBeInTheDocument();
  });

  it("downloads the account's data from the export the api serves", async () => {
    signedInApi();
    renderPrivacy();
    const download = await within(panel()).findByRole("link", { name: "Baixar meus dados" });
    expect(download).toHaveAttribute("href", "/api/me/export");
    expect(download).toHaveAttribute("download");
    expect(panel()).toHaveTextContent("ana@example.com");
  });

  it("deletes the account only once EXCLUIR is typed, then treats the reader as a visitor", async () => {
    const api = signedInApi({ "DELETE /api/me": { status: 204 } });
    const { user } = renderPrivacy();
    await user.click(await screen.findByRole("button", { name: "Excluir minha conta" }));
    const dialog = screen.getByRole("dialog", { name: "Excluir sua conta?" });
    const confirm = within(dialog).getByRole("button", { name: "Excluir para sempre" });
    expect(confirm).toBeDisabled();

    await user.type(within(dialog).getByLabelText("Digite EXCLUIR para confirmar"), "excluir");
    await user.click(confirm);

    expect(await screen.findByText("Sua conta foi excluída.")).toBeInTheDocument();
    expect(api.mock.calls.filter(([, init]) => init?.method === "DELETE")).toHaveLength(1);
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(within(panel()).getByRole("link", { name: "Entrar na minha conta" })).toBeInTheDocument();
  });

  it("keeps the dialog open with the api's message when the deletion fails", async () => {
    signedInApi({
      "DELETE /api/me": {
        status: 429,
        body: { error: "rate_limited", message: "Muitas tentativas. Aguarde um minuto." },
      },
    });
    const { user } = renderPrivacy();
    await user.click(await screen.findByRole("button", { name: "Excluir minha conta" }));
    const dialog = screen.getByRole("dialog");
    await user.type(within(dialog).getByLabelText("Digite EXCLUIR para confirmar"), "EXCLUIR");
    await user.click(within(dialog).getByRole("button", { name: "Excluir para sempre" }));
    expect(await within(dialog).findByRole("alert")).toHaveTextContent(
      "Muitas tentativas. Aguarde um minuto.",
    );
    expect(within(dialog).getByLabelText("Digite EXCLUIR para confirmar")).toHaveValue("EXCLUIR");
    expect(within(dialog).getByRole("button", { name: "Excluir para sempre" })).toBeEnabled();
  });
});
