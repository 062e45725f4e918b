import { screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Toaster } from "@/components/ui/toaster";
import { signedInApi, type StubReply } from "@/test/api-stub";
import { renderAt } from "@/test/render";
import { ScannerDialog } from "./scanner-dialog";
import { choosePhoto, scannerUser, stubImageDecoding } from "./scanner-test-kit";

async function scanWith(reply: StubReply, decode: Parameters<typeof stubImageDecoding>[0] = {}) {
  stubImageDecoding(decode);
  signedInApi({ "POST /api/scan-ingredients": reply });
  const onManualInput = vi.fn();
  const user = scannerUser();
  renderAt(
    <>
      <ScannerDialog onAdd={vi.fn()} onManualInput={onManualInput} />
      <Toaster />
    </>,
  );
  await user.click(screen.getByRole("button", { name: "Escanear ingredientes" }));
  await choosePhoto(user);
  return { user, onManualInput };
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("scanner errors", () => {
  it("shows the api's message in an 'Erro na análise' toast and keeps the photo", async () => {
    const { user } = await scanWith({
      status: 429,
      body: { error: "rate_limited", message: "Você escaneou muitas fotos. Espere um pouco." },
    });
    await user.click(await screen.findByRole("button", { name: "Analisar ingredientes" }));
    await screen.findByText("Erro na análise");
    expect(screen.getByText("Você escaneou muitas fotos. Espere um pouco.")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Analisar ingredientes" })).toBeInTheDocument();
  });

  it("falls back to the spec's text by status when the body has no message", async () => {
    const { user } = await scanWith({ status: 400, body: "bad" });
    await user.click(await screen.findByRole("button", { name: "Analisar ingredientes" }));
    await screen.findByText("Formato de imagem inválido. Tente com uma foto diferente.");
  });

  it("offers typing when the scanner is unavailable, then closes for the input", async () => {
    const message = "O scanner de fotos não está disponível no momento. Digite seus ingredientes na lista.";
    const { user, onManualInput } = await scanWith({
      status: 503,
      body: { error: "scanner_unavailable", message },
    });
    await user.click(await screen.findByRole("button", { name: "Analisar ingredientes" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(message);
    await user.click(screen.getByRole("button", { name: "Digitar ingredientes" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(onManualInput).toHaveBeenCalledOnce();
  });

  it("says so when the photo cannot be decoded", async () => {
    await scanWith({ body: {} }, { fail: true });
    await screen.findByText("Erro ao processar imagem");
    expect(screen.getByText("Não foi possível carregar a imagem. Tente novamente.")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Escolher foto" })).toBeInTheDocument();
  });
});
