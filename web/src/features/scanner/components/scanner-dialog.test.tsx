import { screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Toaster } from "@/components/ui/toaster";
import { sentBodies, signedInApi, stubApi, type StubHandler } from "@/test/api-stub";
import { renderAt } from "@/test/render";
import { ScannerDialog } from "./scanner-dialog";
import { aPhoto, choosePhoto, scannerUser, stubImageDecoding } from "./scanner-test-kit";

const found: StubHandler = { body: { ingredients: ["tomate", "cebola", "alho"], confidence: 87 } };

async function openScanner(scan: StubHandler = found, signedIn = true) {
  const api = signedIn ? signedInApi({ "POST /api/scan-ingredients": scan }) : stubApi();
  const onAdd = vi.fn();
  const onManualInput = vi.fn();
  const user = scannerUser();
  renderAt(
    <>
      <ScannerDialog onAdd={onAdd} onManualInput={onManualInput} />
      <Toaster />
    </>,
  );
  await user.click(screen.getByRole("button", { name: "Escanear ingredientes" }));
  return { api, user, onAdd, onManualInput, dialog: await screen.findByRole("dialog") };
}

async function scanToResults(scan: StubHandler = found) {
  stubImageDecoding();
  const opened = await openScanner(scan);
  await choosePhoto(opened.user);
  await opened.user.click(await screen.findByRole("button", { name: "Analisar ingredientes" }));
  await screen.findByRole("list", { name: "Ingredientes detectados" });
  return opened;
}

const box = (name: string) => screen.getByRole("checkbox", { name });

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("scanner dialog", () => {
  it("asks visitors to sign in", async () => {
    const { dialog } = await openScanner(found, false);
    await within(dialog).findByText("Entre na sua conta para escanear ingredientes.");
    expect(within(dialog).getByRole("link", { name: "Entrar na conta" })).toHaveAttribute("href", "/auth");
  });

  it("says it opens a dialog, and gives focus back to its button when the dialog closes", async () => {
    const { user } = await openScanner();
    const button = screen.getByRole("button", { name: "Escanear ingredientes", hidden: true });
    expect(button).toHaveAttribute("aria-haspopup", "dialog");
    expect(button).toHaveAttribute("aria-expanded", "true");
    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(button).toHaveFocus();
    expect(button).toHaveAttribute("aria-expanded", "false");
  });

  it("shows the tips, the accepted formats and the guide link before a photo", async () => {
    const { dialog } = await openScanner();
    await within(dialog).findByText("Formatos aceitos: JPG, PNG, WEBP");
    expect(within(dialog).getByText("Tamanho máximo: 10MB")).toBeInTheDocument();
    expect(within(dialog).getByText(/de 3 a 5 ingredientes/)).toBeInTheDocument();
    expect(within(dialog).getByRole("link", { name: "Ver o guia do scanner" })).toHaveAttribute(
      "href",
      "/scanner-ajuda",
    );
    const input = within(dialog).getByLabelText("Foto dos ingredientes");
    expect(input).toHaveAttribute("accept", "image/jpeg,image/png,image/webp");
    expect(within(dialog).getByLabelText("Foto da câmera")).toHaveAttribute("capture", "environment");
  });

  it("refuses files that are not images or pass 10MB", async () => {
    stubImageDecoding();
    const { user } = await openScanner();
    await choosePhoto(user, aPhoto("text/plain"));
    expect(await screen.findByRole("alert")).toHaveTextContent("Escolha uma imagem (JPG, PNG ou WEBP).");
    await choosePhoto(user, aPhoto("image/png", 10 * 1024 * 1024 + 1));
    expect(await screen.findByRole("alert")).toHaveTextContent("A foto passa de 10MB.");
  });

  it("sends the downscaled JPEG after the preview and lists every ingredient selected", async () => {
    const canvases = stubImageDecoding();
    const { user, api } = await openScanner();
    await choosePhoto(user);
    expect(await screen.findByRole("img", { name: "Foto escolhida" })).toHaveAttribute(
      "src",
      "data:image/jpeg;base64,AAAA",
    );
    expect([canvases[0]?.width, canvases[0]?.height]).toEqual([1024, 768]);
    expect(HTMLCanvasElement.prototype.toDataURL).toHaveBeenCalledWith("image/jpeg", 0.8);
    await user.click(screen.getByRole("button", { name: "Analisar ingredientes" }));
    await screen.findByRole("list", { name: "Ingredientes detectados" });
    expect(sentBodies(api, "POST /api/scan-ingredients")).toEqual([
      { imageData: "data:image/jpeg;base64,AAAA" },
    ]);
    expect(screen.getByText("Confiança: 87%")).toBeInTheDocument();
    for (const name of ["tomate", "cebola", "alho"]) expect(box(name)).toBeChecked();
  });

  it("shows progress while analysing and goes back to the preview on cancel", async () => {
    stubImageDecoding();
    const { user } = await openScanner(() => new Promise(() => {}));
    await choosePhoto(user);
    await user.click(await screen.findByRole("button", { name: "Analisar ingredientes" }));
    expect(screen.getByRole("progressbar", { name: "Progresso da análise" })).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Cancelar" }));
    expect(screen.getByRole("button", { name: "Analisar ingredientes" })).toBeInTheDocument();
  });

  it("toggles, deselects and selects all, and confirms only the selected ones", async () => {
    const { user, onAdd } = await scanToResults();
    await user.click(box("cebola"));
    expect(box("cebola")).not.toBeChecked();
    await user.click(screen.getByRole("button", { name: "Desmarcar todos" }));
    expect(screen.getAllByRole("checkbox").filter((b) => b.getAttribute("aria-checked") === "true")).toEqual(
      [],
    );
    await user.click(screen.getByRole("button", { name: "Selecionar todos" }));
    await user.click(box("alho"));
    await user.click(screen.getByRole("button", { name: "Adicionar 2 ingredientes" }));
    expect(onAdd).toHaveBeenCalledWith(["tomate", "cebola"]);
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
  });

  it("warns when nothing is selected and keeps the dialog open", async () => {
    const { user, onAdd } = await scanToResults();
    await user.click(screen.getByRole("button", { name: "Desmarcar todos" }));
    await user.click(screen.getByRole("button", { name: "Adicionar 0 ingredientes" }));
    await screen.findByText("Nenhum ingrediente selecionado");
    expect(screen.getByText("Selecione pelo menos um ingrediente para adicionar.")).toBeInTheDocument();
    expect(onAdd).not.toHaveBeenCalled();
    expect(screen.getByRole("dialog")).toBeInTheDocument();
  });

  it("analyses again and starts over with a new photo", async () => {
    const { user, api } = await scanToResults();
    await user.click(screen.getByRole("button", { name: "Analisar novamente" }));
    await screen.findByRole("list", { name: "Ingredientes detectados" });
    expect(sentBodies(api, "POST /api/scan-ingredients")).toHaveLength(2);
    await user.click(screen.getByRole("button", { name: "Nova foto" }));
    expect(screen.getByRole("button", { name: "Escolher foto" })).toBeInTheDocument();
  });
});
