import { screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { signedInApi, stubApi } from "@/test/api-stub";
import { renderAt } from "@/test/render";
import { ScannerDialog } from "./scanner-dialog";
import { scannerUser } from "./scanner-test-kit";

const off = {
  available: false,
  message: "O scanner de fotos não está disponível no momento. Digite seus ingredientes na lista.",
};

function renderScanner() {
  renderAt(<ScannerDialog onAdd={vi.fn()} onManualInput={vi.fn()} />);
  return screen.getByRole("button", { name: "Escanear ingredientes" });
}

afterEach(() => vi.unstubAllGlobals());

describe("scanner status", () => {
  it("says the scanner is off before any photo is chosen, and keeps the button from opening", async () => {
    signedInApi({ "GET /api/scanner/status": { body: off } });
    const user = scannerUser();
    const button = renderScanner();
    expect(await screen.findByText(off.message)).toBeInTheDocument();
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription(off.message);
    await user.click(button);
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  it("tells visitors too, rather than asking them to sign in for it", async () => {
    stubApi({ "GET /api/scanner/status": { body: off } });
    const button = renderScanner();
    await screen.findByText(off.message);
    expect(button).toBeDisabled();
  });

  it.each([
    ["on", { body: { available: true } }],
    ["unreadable", { status: 500, body: { error: "internal_error", message: "Erro" } }],
  ])("opens as usual when the status is %s", async (_, reply) => {
    const api = signedInApi({ "GET /api/scanner/status": reply });
    const user = scannerUser();
    const button = renderScanner();
    await vi.waitFor(() => expect(api).toHaveBeenCalledWith("/api/scanner/status", expect.anything()));
    await user.click(button);
    expect(await screen.findByRole("dialog")).toBeInTheDocument();
    expect(screen.queryByText(off.message)).not.toBeInTheDocument();
  });
});
