import { screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { arrozDeForno, renderRecipePage } from "../test/render-recipe-page";

vi.mock("@/lib/socket", async () => (await import("@/test/fake-socket")).fakeSocketModule);
vi.mock("sonner", () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe("RecipePage shopping list", () => {
  it("lists what to buy at the chosen servings, as a shop sells it, and counts the ticked ones", async () => {
    const { user } = renderRecipePage(arrozDeForno());
    await user.click(await screen.findByRole("radio", { name: "4 pessoas" }));
    await user.click(screen.getByRole("button", { name: "Lista de compras" }));
    const dialog = screen.getByRole("dialog", { name: "Lista de compras" });
    // Salt is checked at home, not bought: two items to tick.
    expect(within(dialog).getByText("0 de 2 itens marcados")).toBeInTheDocument();
    expect(within(dialog).getByText("1 pacote (1 kg)")).toBeInTheDocument();
    expect(within(dialog).getByText("a receita usa 4 xícaras (chá)")).toBeInTheDocument();
    expect(within(dialog).getByRole("heading", { name: "Hortifrúti" })).toBeInTheDocument();
    const pantry = within(dialog).getByRole("region", { name: "Confira se tem em casa" });
    expect(within(pantry).getByText("Sal")).toBeInTheDocument();
    expect(within(pantry).queryByRole("checkbox")).not.toBeInTheDocument();

    await user.click(within(dialog).getByRole("checkbox", { name: /Arroz/ }));
    expect(within(dialog).getByText("1 de 2 itens marcados")).toBeInTheDocument();
    await user.click(within(dialog).getByRole("checkbox", { name: /Cebola/ }));
    expect(within(dialog).getByText("2 de 2 itens marcados")).toBeInTheDocument();
    await user.click(within(dialog).getByRole("checkbox", { name: /Arroz/ }));
    expect(within(dialog).getByText("1 de 2 itens marcados")).toBeInTheDocument();
  });

  it("shows what the cook said they have under 'Você já tem', with the recipe's amount, not to buy", async () => {
    const { user } = renderRecipePage(arrozDeForno({ usedIngredients: ["arroz"] }));
    await user.click(await screen.findByRole("button", { name: "Lista de compras" }));
    const dialog = screen.getByRole("dialog", { name: "Lista de compras" });
    expect(within(dialog).getByText("0 de 1 itens marcados")).toBeInTheDocument();
    expect(within(dialog).queryByRole("checkbox", { name: /Arroz/ })).not.toBeInTheDocument();
    const have = within(dialog).getByRole("region", { name: "Você já tem" });
    expect(within(have).getByText("Arroz")).toBeInTheDocument();
    expect(within(have).getByText("2 xícaras (chá)")).toBeInTheDocument();
  });

  it("files each item in the aisle the api gave its line", async () => {
    const recipe = arrozDeForno({
      ingredients: ["2 xícaras (chá) de arroz", "1 colher (chá) de bicarbonato de sódio"],
      ingredientAisles: ["Mercearia", "Mercearia"],
    });
    const { user } = renderRecipePage(recipe);
    await user.click(await screen.findByRole("button", { name: "Lista de compras" }));
    const dialog = screen.getByRole("dialog", { name: "Lista de compras" });
    // The keyword rule alone would file bicarbonato under Outros.
    expect(within(dialog).getByRole("heading", { name: "Mercearia" })).toBeInTheDocument();
    expect(within(dialog).queryByRole("heading", { name: "Outros" })).not.toBeInTheDocument();
  });

  it("downloads the list as a .txt file", async () => {
    const blobs: Blob[] = [];
    URL.createObjectURL = vi.fn((blob: Blob) => (blobs.push(blob), "blob:lista"));
    URL.revokeObjectURL = vi.fn();
    const click = vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(() => {});
    const { user } = renderRecipePage(arrozDeForno());
    await user.click(await screen.findByRole("button", { name: "Lista de compras" }));
    await user.click(screen.getByRole("button", { name: "Baixar" }));

    const link = click.mock.contexts[0] as HTMLAnchorElement;
    expect(link.download).toBe("lista-de-compras-arroz-de-forno.txt");
    expect(blobs[0]!.type).toBe("text/plain;charset=utf-8");
    // jsdom's Blob has no text(); FileReader reads it the old way.
    const text = await new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(reader.result as string);
      reader.readAsText(blobs[0]!);
    });
    expect(text).toContain("Lista de compras: Arroz de Forno (2 pessoas)");
    expect(text).toContain("- Arroz — 1 pacote (1 kg) · a receita usa 2 xícaras (chá)");
    // Half an onion in the recipe is one onion to buy.
    expect(text).toContain("- Cebola — 1");
    expect(text).toContain("Confira se tem em casa\n- Sal\n");
    click.mockRestore();
  });
});
