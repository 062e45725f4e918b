import { screen, waitFor, within } from "@testing-library/react";
import { toast } from "sonner";
import { afterEach, describe, expect, it, vi } from "vitest";
import { sentBodies, stubApi } from "@/test/api-stub";
import { renderRoutes } from "@/test/render";
import { anAnalysis } from "../test/factories";
import { arrozDeForno, renderPanel } from "../test/render-panel";
import { NutritionPanel } from "./nutrition-panel";

vi.mock("sonner", () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

const ANALYZE = "POST /api/recipes/analyze-nutrition";

describe("NutritionPanel", () => {
  it("calculates on request, says so while waiting, then shows the result with three tabs", async () => {
    let answer: (reply: { body: unknown }) => void = () => {};
    const { user, fetchMock } = renderPanel({ [ANALYZE]: () => new Promise((r) => (answer = r)) });
    await user.click(await screen.findByRole("button", { name: "Calcular Nutrição" }));
    expect(screen.getByRole("button", { name: "Analisando..." })).toBeDisabled();
    expect(sentBodies(fetchMock, ANALYZE)).toEqual([
      {
        ingredients: ["2 xícaras (chá) de arroz", "1 pitada de sumagre"],
        servings: 2,
        title: "Arroz de Forno",
      },
    ]);

    answer({ body: anAnalysis() });
    expect(await screen.findByRole("tab", { name: "Nutrição", selected: true })).toBeInTheDocument();
    expect(screen.getByRole("tab", { name: "Alergias" })).toBeInTheDocument();
    expect(screen.getByRole("tab", { name: "Melhorias" })).toBeInTheDocument();
    expect(screen.getByText("Pelo menos 412 kcal por porção · receita para 2 pessoas")).toBeInTheDocument();
    expect(screen.getByRole("meter", { name: "Pontuação de saúde" })).toHaveAttribute("aria-valuenow", "72");
    expect(screen.getByText("12,5")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Recalcular Análise" })).toBeEnabled();
  });

  it("shows the micronutrients against the references, sugar as unavailable and the TACO credit", async () => {
    const { user } = renderPanel({ [ANALYZE]: { body: anAnalysis() } });
    await user.click(await screen.findByRole("button", { name: "Calcular Nutrição" }));
    expect(await screen.findByRole("progressbar", { name: "Fibras: 3,2 g de 25 g" })).toBeInTheDocument();
    expect(screen.getByRole("progressbar", { name: "Sódio: 2.800 mg de 2.300 mg" })).toBeInTheDocument();
    expect(screen.getByText("Acima da referência diária")).toBeInTheDocument();
    expect(screen.getByText("não disponível na TACO")).toBeInTheDocument();
    const chart = screen.getByRole("region", { name: "Origem das calorias" });
    expect(
      within(chart)
        .getAllByRole("listitem")
        .map((li) => li.textContent),
    ).toEqual([
      "Proteínas: 12% (12,5 g, 50 kcal)",
      "Carboidratos: 59% (60,2 g, 241 kcal)",
      "Gorduras: 29% (13,1 g, 118 kcal)",
    ]);
    expect(screen.getByText(/^Valores nutricionais: NEPA – UNICAMP/)).toBeVisible();
  });

  it("lists each line with its TACO food and keeps the unmatched line in view", async () => {
    const { user } = renderPanel({ [ANALYZE]: { body: anAnalysis() } });
    await user.click(await screen.findByRole("button", { name: "Calcular Nutrição" }));
    const table = await screen.findByRole("table");
    const [rice, sumac] = within(table).getAllByRole("row").slice(1);
    expect(within(rice!).getByRole("rowheader")).toHaveTextContent(
      "2 xícaras (chá) de arrozTACO: Arroz, tipo 1, cru",
    );
    expect(
      within(rice!)
        .getAllByRole("cell")
        .map((c) => c.textContent),
    ).toEqual(["384 g", "1.375", "Alta"]);
    expect(within(sumac!).getByRole("rowheader")).toHaveTextContent(
      "1 pitada de sumagreNão encontrado na TACO — fora da conta",
    );
    expect(
      within(sumac!)
        .getAllByRole("cell")
        .map((c) => c.textContent),
    ).toEqual(["—", "—", "—"]);
  });

  it("names the lines it could not count and gives every figure as a floor", async () => {
    const count = { counted: 7, total: 9, missing: ["2 salsichas", "leite vegetal"] };
    const { user } = renderPanel({ [ANALYZE]: { body: anAnalysis({ count }) } });
    await user.click(await screen.findByRole("button", { name: "Calcular Nutrição" }));
    const notice = await screen.findByRole("note", { name: "Calculado com 7 de 9 ingredientes." });
    expect(notice).toHaveTextContent("Não consegui contar: 2 salsichas, leite vegetal.");
    expect(notice).toHaveTextContent("Os números são um mínimo");
    expect(notice).toHaveTextContent("A pontuação de saúde também não considera esses ingredientes.");
    const perServing = screen.getByRole("region", { name: "Por porção" });
    expect(within(perServing).getAllByText("pelo menos")).toHaveLength(4);
    expect(within(perServing).getByText("Calorias").nextElementSibling).toHaveTextContent(
      "pelo menos412kcal",
    );
  });

  it("gives plain figures when every line is counted", async () => {
    const count = { counted: 2, total: 2, missing: [] };
    const { user } = renderPanel({ [ANALYZE]: { body: anAnalysis({ count }) } });
    await user.click(await screen.findByRole("button", { name: "Calcular Nutrição" }));
    expect(await screen.findByText("412 kcal por porção · receita para 2 pessoas")).toBeInTheDocument();
    expect(screen.getByText("Todos os 2 ingredientes na conta.")).toBeInTheDocument();
    expect(screen.queryByText(/Não consegui contar/)).not.toBeInTheDocument();
    expect(screen.queryByText("pelo menos")).not.toBeInTheDocument();
  });

  it("labels allergy severities Alto, Médio and Baixo and links to the allergy list", async () => {
    const { user } = renderPanel({ [ANALYZE]: { body: anAnalysis() } });
    await user.click(await screen.findByRole("button", { name: "Calcular Nutrição" }));
    await user.click(await screen.findByRole("tab", { name: "Alergias" }));
    const items = within(screen.getByRole("list", { name: "Alergênicos encontrados" })).getAllByRole(
      "listitem",
    );
    expect(items.map((li) => within(li).getByRole("heading").textContent)).toEqual([
      "Leite",
      "Glúten",
      "Ovos",
    ]);
    expect(items[0]).toHaveTextContent("Risco Alto");
    expect(items[0]).toHaveTextContent("Presente em: 100 g de queijo muçarela");
    expect(items[1]).toHaveTextContent("Risco Médio");
    expect(items[2]).toHaveTextContent("Risco Baixo");
    expect(screen.getByRole("link", { name: "Informe suas alergias" })).toHaveAttribute(
      "href",
      "/perfil/alergias",
    );
  });

  it("says when no allergen was found", async () => {
    const { user } = renderPanel({ [ANALYZE]: { body: anAnalysis({ allergies: [] }) } });
    await user.click(await screen.findByRole("button", { name: "Calcular Nutrição" }));
    await user.click(await screen.findByRole("tab", { name: "Alergias" }));
    expect(screen.getByText(/Nenhum alergênico encontrado/)).toBeInTheDocument();
  });

  it("shows recommendations and substitutions with their difficulty", async () => {
    const { user } = renderPanel({ [ANALYZE]: { body: anAnalysis() } });
    await user.click(await screen.findByRole("button", { name: "Calcular Nutrição" }));
    await user.click(await screen.findByRole("tab", { name: "Melhorias" }));
    expect(screen.getByText("Acrescente legumes para aumentar as fibras.")).toBeInTheDocument();
    const swap = screen.getByText("arroz integral").closest("li")!;
    expect(swap).toHaveTextContent("arroz branco por arroz integral");
    expect(swap).toHaveTextContent("Dificuldade: Fácil");
    expect(swap).toHaveTextContent("Impacto: +2,1 g de fibras por porção");
    expect(screen.queryByRole("tab", { name: "Nutrição", selected: true })).not.toBeInTheDocument();
  });

  it("recalculates on request and collapses", async () => {
    let calls = 0;
    const { user } = renderPanel({
      [ANALYZE]: () => ({ body: anAnalysis({ healthScore: ++calls === 1 ? 72 : 80 }) }),
    });
    await user.click(await screen.findByRole("button", { name: "Calcular Nutrição" }));
    await user.click(await screen.findByRole("button", { name: "Recalcular Análise" }));
    await waitFor(() =>
      expect(screen.getByRole("meter", { name: "Pontuação de saúde" })).toHaveAttribute(
        "aria-valuenow",
        "80",
      ),
    );
    await user.click(screen.getByRole("button", { name: "Recolher análise" }));
    expect(screen.queryByRole("tab", { name: "Nutrição" })).not.toBeInTheDocument();
    expect(screen.getByText(/^Valores nutricionais: NEPA/)).toBeVisible();
    await user.click(screen.getByRole("button", { name: "Expandir análise" }));
    expect(screen.getByRole("tab", { name: "Nutrição" })).toBeInTheDocument();
  });

  it("on failure shows the spec's toast and the reason inline, and retries", async () => {
    let calls = 0;
    const { user } = renderPanel({
      [ANALYZE]: () =>
        ++calls === 1
          ? { status: 429, body: { error: "rate_limited", message: "Muitas requisições. Aguarde um pouco." } }
          : { body: anAnalysis() },
    });
    await user.click(await screen.findByRole("button", { name: "Calcular Nutrição" }));
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Muitas requisições. Aguarde um pouco.");
    expect(toast.error).toHaveBeenCalledWith("Erro na análise nutricional", {
      description: "Não foi possível calcular as informações nutricionais.",
    });
    await user.click(within(alert).getByRole("button", { name: "Tentar novamente" }));
    expect(await screen.findByRole("tab", { name: "Nutrição" })).toBeInTheDocument();
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });
});

it("offers a visitor to sign in instead of calculating", async () => {
  stubApi();
  renderRoutes([{ path: "*", element: <NutritionPanel recipe={arrozDeForno()} servings={2} /> }]);
  expect(await screen.findByRole("link", { name: "Entre para calcular a nutrição" })).toHaveAttribute(
    "href",
    "/auth",
  );
  expect(screen.queryByRole("button", { name: "Calcular Nutrição" })).not.toBeInTheDocument();
});
