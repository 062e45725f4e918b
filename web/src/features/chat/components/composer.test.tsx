import { INBOUND_TEXT_MAX } from "@chefzap/shared";
import { fireEvent, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { Composer } from "./composer";

function renderComposer(overrides: Partial<Parameters<typeof Composer>[0]> = {}) {
  const onSend = vi.fn();
  const onPhoto = vi.fn(async () => null as string | null);
  render(
    <Composer ref={null} disabled={false} offline={false} onSend={onSend} onPhoto={onPhoto} {...overrides} />,
  );
  return { onSend, onPhoto, input: screen.getByRole("textbox", { name: "Mensagem para o ChefZap" }) };
}

describe("Composer", () => {
  it("sends on Enter and starts a new line on Shift+Enter", async () => {
    const user = userEvent.setup();
    const { onSend, input } = renderComposer();
    await user.type(input, "tenho ovo{Shift>}{Enter}{/Shift}e queijo");
    expect(input).toHaveValue("tenho ovo\ne queijo");
    expect(onSend).not.toHaveBeenCalled();
    await user.type(input, "{Enter}");
    expect(onSend).toHaveBeenCalledWith("tenho ovo\ne queijo");
    expect(input).toHaveValue("");
  });

  it("cannot send an empty or blank message", async () => {
    const user = userEvent.setup();
    const { onSend, input } = renderComposer();
    const send = screen.getByRole("button", { name: "Enviar mensagem" });
    expect(send).toBeDisabled();
    await user.type(input, "   {Enter}");
    expect(send).toBeDisabled();
    expect(onSend).not.toHaveBeenCalled();
    await user.type(input, "menu");
    await user.click(send);
    expect(onSend).toHaveBeenCalledWith("menu");
  });

  it("counts the characters near the limit and stops at it", () => {
    const { input } = renderComposer();
    expect(input).toHaveAttribute("maxLength", String(INBOUND_TEXT_MAX));
    fireEvent.change(input, { target: { value: "a".repeat(3000) } });
    expect(screen.queryByText(/\/4\.000/)).not.toBeInTheDocument();
    fireEvent.change(input, { target: { value: "a".repeat(3650) } });
    expect(screen.getByText("3.650/4.000")).toBeInTheDocument();
    expect(input).toHaveAccessibleDescription("3.650/4.000 caracteres");
  });

  it("shows why a photo cannot go", async () => {
    const user = userEvent.setup();
    const onPhoto = vi.fn(async () => "A foto passa de 10MB. Escolha uma imagem menor.");
    renderComposer({ onPhoto });
    const photo = new File(["x"], "geladeira.jpg", { type: "image/jpeg" });
    await user.upload(screen.getByLabelText("Foto dos ingredientes"), photo);
    expect(onPhoto).toHaveBeenCalledWith(photo);
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "A foto passa de 10MB. Escolha uma imagem menor.",
    );
  });

  it("waits while the conversation loads", () => {
    const { input } = renderComposer({ disabled: true });
    expect(input).toBeDisabled();
    expect(screen.getByRole("button", { name: "Enviar foto dos ingredientes" })).toBeDisabled();
  });
});
