import { MAX_SUGGESTIONS_SHOWN } from "@/config/constants";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { stubApi } from "@/test/api-stub";
import { aFoodsResponse } from "@/test/factories";
import { renderRoutes } from "@/test/render";
import { LandingPage } from "./landing-page";

function renderLanding() {
  stubApi({ "GET /api/foods": { body: aFoodsResponse() } });
  const user = userEvent.setup();
  renderRoutes([{ path: "/", element: <LandingPage /> }]);
  return user;
}

const input = () => screen.getByLabelText("Quais ingredientes você tem?");
const chips = () =>
  within(screen.getByRole("list", { name: "Ingredientes escolhidos" }))
    .getAllByRole("listitem")
    .map((chip) => chip.textContent);

beforeEach(() => {
  Element.prototype.scrollIntoView = vi.fn();
});
afterEach(() => vi.unstubAllGlobals());

describe("ingredient card", () => {
  it("adds trimmed ingredients with Enter or the add button and clears the field", async () => {
    const user = renderLanding();
    await user.type(input(), "  frango  {Enter}");
    expect(input()).toHaveValue("");
    await user.type(input(), "arroz");
    await user.click(screen.getByRole("button", { name: "Adicionar ingrediente" }));
    expect(chips()).toEqual(["frango", "arroz"]);
    expect(input()).toHaveValue("");
  });

  it("ignores blanks and duplicates that differ only in case or spaces", async () => {
    const user = renderLanding();
    await user.type(input(), "Tomate{Enter}");
    await user.type(input(), "tomate {Enter}");
    await user.type(input(), "   {Enter}");
    expect(chips()).toEqual(["Tomate"]);
  });

  it("removes an ingredient with its x button", async () => {
    const user = renderLanding();
    await user.type(input(), "ovo{Enter}batata{Enter}");
    await user.click(screen.getByRole("button", { name: "Remover ovo" }));
    expect(chips()).toEqual(["batata"]);
  });

  it("suggests the catalogue's common foods, at most 12 per category, and adds the one clicked", async () => {
    const user = renderLanding();
    const tabs = await screen.findByRole("tablist", { name: "Categorias de ingredientes" });
    const labels = ["Básicos", "Proteínas", "Vegetais", "Laticínios", "Temperos", "Frutas", "Doces"];
    expect(
      within(tabs)
        .getAllByRole("tab")
        .map((tab) => tab.textContent),
    ).toEqual(labels);
    for (const label of labels) {
      await user.click(within(tabs).getByRole("tab", { name: label }));
      const count = within(screen.getByRole("tabpanel")).getAllByRole("button").length;
      expect(count).toBeGreaterThan(0);
      expect(count).toBeLessThanOrEqual(MAX_SUGGESTIONS_SHOWN);
    }
    // Básicos gathers Carboidratos and Cereais e Grãos; foods that are not common stay out.
    await user.click(within(tabs).getByRole("tab", { name: "Básicos" }));
    expect(screen.getByRole("button", { name: "Adicionar Cereais e Grãos 2" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Adicionar Carboidratos 3" })).not.toBeInTheDocument();
    await user.click(within(tabs).getByRole("tab", { name: "Proteínas" }));
    await user.click(screen.getByRole("button", { name: "Adicionar Proteínas 1" }));
    expect(chips()).toEqual(["Proteínas 1"]);
    expect(screen.getByRole("button", { name: "Proteínas 1 já adicionado" })).toBeDisabled();
  });

  it("leaves typing to the cook when the suggestions cannot load", async () => {
    stubApi();
    renderRoutes([{ path: "/", element: <LandingPage /> }]);
    expect(await screen.findByText(/Sem sugestões agora/)).toBeInTheDocument();
    expect(screen.queryByRole("tablist")).not.toBeInTheDocument();
  });

  it("disables generate until there is an ingredient", async () => {
    const user = renderLanding();
    const generate = screen.getByRole("button", { name: "Gerar receita" });
    expect(generate).toBeDisabled();
    await user.type(input(), "cenoura{Enter}");
    expect(generate).toBeEnabled();
    await user.click(screen.getByRole("button", { name: "Remover cenoura" }));
    expect(generate).toBeDisabled();
  });

  it("updates the estimated difficulty as ingredients are added", async () => {
    const user = renderLanding();
    expect(screen.getByText("Nível 1 · Iniciante")).toBeInTheDocument();
    for (const item of ["arroz", "feijão", "cebola", "alho", "tomate", "cenoura", "batata"]) {
      await user.type(input(), `${item}{Enter}`);
    }
    expect(screen.getByText("Nível 2 · Casual")).toBeInTheDocument();
  });

  it("lets the visitor pick a skill level", async () => {
    const user = renderLanding();
    expect(screen.getByRole("radio", { name: /Iniciante/ })).toBeChecked();
    await user.click(screen.getByRole("radio", { name: /Avançado/ }));
    expect(screen.getByRole("radio", { name: /Avançado/ })).toBeChecked();
  });

  it("preloads an ingredient from the 'O que você comeria hoje?' grid", async () => {
    const user = renderLanding();
    const grid = screen.getByRole("region", { name: "O que você comeria hoje?" });
    expect(within(grid).getAllByRole("button")).toHaveLength(8);
    await user.click(within(grid).getByRole("button", { name: /Cozinhar com frango/ }));
    expect(chips()).toEqual(["frango"]);
    expect(input()).toHaveFocus();
  });
});
