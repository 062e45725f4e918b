import { File as FetchFile } from "node:buffer";
import { screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Toaster } from "@/components/ui/toaster";
import { keepSharedPhoto, takeSharedPhoto } from "@/lib/shared-photo";
import { signedInApi, stubApi } from "@/test/api-stub";
import { memoryCaches } from "@/test/memory-caches";
import { renderAt } from "@/test/render";
import { ScannerDialog } from "./scanner-dialog";
import { stubImageDecoding } from "./scanner-test-kit";

/** What the service worker does with a photo shared from the gallery (Node's File: see shared-photo.test). */
async function sharedFromGallery() {
  const storage = memoryCaches();
  const photo = new FetchFile([new Uint8Array(2048)], "geladeira.jpg", { type: "image/jpeg" });
  await keepSharedPhoto(storage, photo as unknown as File);
  vi.stubGlobal("caches", storage);
  return storage;
}

const openScanner = (path: string) =>
  renderAt(<ScannerDialog onAdd={vi.fn()} onManualInput={vi.fn()} />, path);

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("scanner opened by a photo shared from the gallery", () => {
  it("opens with the photo chosen, ready to analyse, and forgets the share", async () => {
    stubImageDecoding();
    signedInApi();
    const storage = await sharedFromGallery();
    const { router } = openScanner("/?scanner=compartilhar");
    const dialog = await screen.findByRole("dialog");
    await within(dialog).findByRole("img", { name: "Foto escolhida" });
    expect(within(dialog).getByRole("button", { name: "Analisar ingredientes" })).toBeEnabled();
    expect(router.state.location.search).toBe("");
    expect(await takeSharedPhoto(storage)).toBeNull();
  });

  it("asks a visitor to sign in and keeps the photo for later", async () => {
    stubApi();
    const storage = await sharedFromGallery();
    openScanner("/?scanner=compartilhar");
    const dialog = await screen.findByRole("dialog");
    await within(dialog).findByText("Entre na sua conta para escanear ingredientes.");
    expect(await takeSharedPhoto(storage)).not.toBeNull();
  });

  it("opens at the photo choice when the share arrived without a service worker", async () => {
    signedInApi();
    vi.stubGlobal("caches", memoryCaches());
    openScanner("/?scanner=compartilhar");
    const dialog = await screen.findByRole("dialog");
    await within(dialog).findByRole("button", { name: "Escolher foto" });
  });

  it("says the scanner is off instead of opening, and drops the photo", async () => {
    signedInApi({
      "GET /api/scanner/status": {
        body: { available: false, message: "O scanner de fotos não está disponível no momento." },
      },
    });
    const storage = await sharedFromGallery();
    renderAt(
      <>
        <ScannerDialog onAdd={vi.fn()} onManualInput={vi.fn()} />
        <Toaster />
      </>,
      "/?scanner=compartilhar",
    );
    await screen.findByText("Scanner indisponível");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    await waitFor(async () => expect(await takeSharedPhoto(storage)).toBeNull());
  });

  it("stays closed on an ordinary visit", async () => {
    signedInApi();
    await sharedFromGallery();
    openScanner("/");
    await screen.findByRole("button", { name: "Escanear ingredientes" });
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });
});
