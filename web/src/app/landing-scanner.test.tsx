import { screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { choosePhoto, scannerUser, stubImageDecoding } from "@/features/scanner/components/scanner-test-kit";
import { signedInApi, type StubReply } from "@/test/api-stub";
import { renderRoutes } from "@/test/render";
import { ScannerDialog } from "@/features/scanner";
import { LandingPage } from "@/features/landing/components/landing-page";

async function scanOnLanding(reply: StubReply) {
  stubImageDecoding();
  signedInApi({ "POST /api/scan-ingredients": reply });
  const user = scannerUser();
  renderRoutes([{ path: "/", element: <LandingPage Scanner={ScannerDialog} /> }]);
  const input = screen.getByLabelText("Quais ingredientes você tem?");
  await user.type(input, "Tomate{Enter}");
  await user.click(screen.getByRole("button", { name: "Escanear ingredientes" }));
  await choosePhoto(user);
  await user.click(await screen.findByRole("button", { name: "Analisar ingredientes" }));
  return { user, input };
}

const chips = () =>
  within(screen.getByRole("list", { name: "Ingredientes escolhidos" }))
    .getAllByRole("listitem")
    .map((chip) => chip.textContent);

beforeEach(() => {
  Element.prototype.scrollIntoView = vi.fn();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("scanner on the hero card", () => {
  it("adds the kept ingredients to the card without duplicating what was typed", async () => {
    const { user } = await scanOnLanding({
      body: { ingredients: ["tomate", "cebola", "pimentão"], confidence: 80 },
    });
    await user.click(await screen.findByRole("checkbox", { name: "pimentão" }));
    await user.click(screen.getByRole("button", { name: "Adicionar 2 ingredientes" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(chips()).toEqual(["Tomate", "cebola"]);
  });

  it("puts the cursor in the ingredient input when the scanner is unavailable", async () => {
    const { user, input } = await scanOnLanding({
      status: 503,
      body: { error: "scanner_unavailable", message: "O scanner de fotos não está disponível no momento." },
    });
    await user.click(await screen.findByRole("button", { name: "Digitar ingredientes" }));
    await waitFor(() => expect(input).toHaveFocus());
  });
});
