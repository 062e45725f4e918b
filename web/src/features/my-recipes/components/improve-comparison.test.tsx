import type { ImprovedRecipe } from "@chefzap/shared";
import { screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { sentBodies } from "@/test/api-stub";
import { field, renderMyRecipes, writeRecipe } from "../test/render-my-recipes";

afterEach(() => vi.unstubAllGlobals());

const improved: ImprovedRecipe = {
  source: "llm",
  changes: ["Quantidades completas.", "Passos separados."],
  recipe: {
    title: "Bolo de fubá cremoso",
    description: "O bolo da vó, fofinho.",
    ingredients: ["2 xícaras (chá) de fubá", "3 ovos"],
    instructions: ["Bata os ovos com o fubá.", "Asse a 180 °C por 40 minutos."],
    cookingTime: 50,
    servings: 8,
    tips: "Não abra o forno antes de 30 minutos.",
    substitutions: "",
  },
};

const improveWith = (reply: { status?: number; body: unknown }) =>
  renderMyRecipes([], { "POST /api/user-recipes/improve": reply });

async function askForImprovement(user: Parameters<typeof writeRecipe>[0]) {
  await writeRecipe(user);
  await user.click(screen.getByRole("button", { name: "Criar com IA…" }));
  return screen.findByRole("heading", { name: "Compare as versões" });
}

describe("Criar com IA…", () => {
  it("shows the author's version beside the improved one and saves the improvement as it came", async () => {
    const { user, fetchMock } = improveWith({ body: improved });
    const heading = await askForImprovement(user);
    expect(heading).toHaveFocus();
    expect(sentBodies(fetchMock, "POST /api/user-recipes/improve")).toEqual([
      expect.objectContaining({ title: "Bolo de fubá", ingredients: ["2 xic de fubá", "3 ovos"] }),
    ]);
    expect(screen.getByText("Quantidades completas.")).toBeInTheDocument();
    const mine = screen.getByRole("heading", { name: "Sua versão" }).parentElement!.parentElement!;
    expect(within(mine).getByText("2 xic de fubá")).toBeInTheDocument();
    expect(screen.getByText("Asse a 180 °C por 40 minutos.")).toBeInTheDocument();
    expect(sentBodies(fetchMock, "POST /api/user-recipes")).toHaveLength(0);

    await user.click(screen.getByRole("button", { name: "Salvar versão melhorada" }));
    expect(await screen.findByRole("heading", { name: "Bolo de fubá cremoso" })).toBeInTheDocument();
    expect(sentBodies(fetchMock, "POST /api/user-recipes")).toEqual([improved.recipe]);
    expect(screen.queryByRole("heading", { name: "Compare as versões" })).not.toBeInTheDocument();
  });

  it("puts the improvement in the form to edit, tips included", async () => {
    const { user } = improveWith({ body: improved });
    await askForImprovement(user);
    await user.click(screen.getByRole("button", { name: "Editar antes de salvar" }));
    expect(field("Título")).toHaveValue("Bolo de fubá cremoso");
    expect(field("Modo de preparo")).toHaveValue("Bata os ovos com o fubá.\nAsse a 180 °C por 40 minutos.");
    expect(field("Porções")).toHaveValue("8");
    expect(field("Dicas")).toHaveValue("Não abra o forno antes de 30 minutos.");
    await waitFor(() => expect(field("Título")).toHaveFocus());
  });

  it("discarding keeps the author's own text in the form", async () => {
    const { user, fetchMock } = improveWith({ body: improved });
    await askForImprovement(user);
    await user.click(screen.getByRole("button", { name: "Descartar e manter a minha" }));
    expect(field("Título")).toHaveValue("Bolo de fubá");
    expect(field("Ingredientes")).toHaveValue("2 xic de fubá\n3 ovos");
    expect(screen.queryByRole("textbox", { name: "Dicas" })).not.toBeInTheDocument();
    expect(sentBodies(fetchMock, "POST /api/user-recipes")).toHaveLength(0);
  });

  it("shows the wait, then a rate limit in the api's words, keeping the text", async () => {
    let answer: (reply: { status: number; body: unknown }) => void = () => {};
    const { user } = renderMyRecipes([], {
      "POST /api/user-recipes/improve": () => new Promise((r) => (answer = r)),
    });
    await writeRecipe(user);
    await user.click(screen.getByRole("button", { name: "Criar com IA…" }));
    expect(screen.getByRole("button", { name: "Melhorando..." })).toBeDisabled();
    expect(screen.getByRole("button", { name: "Criar Receita" })).toBeDisabled();
    answer({ status: 429, body: { error: "rate_limited", message: "Muitas tentativas. Aguarde 1 minuto." } });
    expect(await screen.findByRole("alert")).toHaveTextContent("Muitas tentativas. Aguarde 1 minuto.");
    expect(field("Título")).toHaveValue("Bolo de fubá");
    expect(screen.getByRole("button", { name: "Criar com IA…" })).toBeEnabled();
  });

  it("explains an exhausted free quota with a way to subscribe", async () => {
    const { user } = improveWith({
      status: 402,
      body: {
        error: "needs_subscription",
        message: "Você já usou suas 3 receitas grátis. (needsSubscription)",
      },
    });
    await writeRecipe(user);
    await user.click(screen.getByRole("button", { name: "Criar com IA…" }));
    const alert = await screen.findByRole("alert");
    expect(alert).not.toHaveTextContent("needsSubscription");
    expect(within(alert).getByRole("link", { name: "Assinar Premium" })).toHaveAttribute(
      "href",
      "/subscribe",
    );
  });

  it("checks the form before asking", async () => {
    const { user, fetchMock } = improveWith({ body: improved });
    await user.click(await screen.findByRole("button", { name: "Nova Receita" }));
    await user.click(screen.getByRole("button", { name: "Criar com IA…" }));
    expect(field("Título")).toHaveAccessibleDescription("Informe o título da receita.");
    expect(sentBodies(fetchMock, "POST /api/user-recipes/improve")).toHaveLength(0);
  });
});
