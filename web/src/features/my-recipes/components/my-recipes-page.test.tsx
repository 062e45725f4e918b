import type { Recipe } from "@chefzap/shared";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { sentBodies, signedInApi, stubApi } from "@/test/api-stub";
import { aRecipe } from "@/test/factories";
import { renderRoutes } from "@/test/render";
import { field, renderMyRecipes, writeRecipe } from "../test/render-my-recipes";
import { MyRecipesPage } from "./my-recipes-page";

afterEach(() => vi.unstubAllGlobals());

const cardTitles = () =>
  within(screen.getByRole("region", { name: /Suas receitas/ }))
    .queryAllByRole("heading", { level: 3 })
    .map((h) => h.textContent);

describe("MyRecipesPage", () => {
  it("shows a visitor 'Acesso Restrito' with a way to sign in, and never asks for recipes", async () => {
    const fetchMock = stubApi();
    const view = renderRoutes(
      [
        { path: "/minhas-receitas", element: <MyRecipesPage /> },
        { path: "/auth", element: <h1>Entrar</h1> },
      ],
      "/minhas-receitas",
    );
    expect(await screen.findByRole("heading", { name: "Acesso Restrito" })).toBeInTheDocument();
    await userEvent.click(screen.getByRole("link", { name: "Fazer Login" }));
    await waitFor(() => expect(view.router.state.location.pathname).toBe("/auth"));
    expect(fetchMock.mock.calls.map(([url]) => url)).not.toContain("/api/user-recipes");
  });

  it("shows 6 skeletons while loading, then the empty state, whose button opens the form", async () => {
    let answer: (reply: { body: Recipe[] }) => void = () => {};
    signedInApi({ "GET /api/user-recipes": () => new Promise((r) => (answer = r)) });
    const view = renderRoutes([{ path: "/minhas-receitas", element: <MyRecipesPage /> }], "/minhas-receitas");
    expect(await screen.findByRole("heading", { level: 1, name: "Minhas Receitas" })).toBeInTheDocument();
    expect(view.container.querySelectorAll('[data-slot="user-recipe-skeleton"]')).toHaveLength(6);
    answer({ body: [] });
    expect(await screen.findByRole("heading", { name: "Crie sua primeira receita" })).toBeInTheDocument();
    expect(screen.queryByRole("textbox", { name: "Título" })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Escrever minha receita" }));
    expect(field("Título")).toHaveFocus();
  });

  it("shows each recipe's time, servings, state and description, with defaults for missing numbers", async () => {
    renderMyRecipes([
      aRecipe({ id: "r1", title: "Pudim", cookingTime: 0, servings: 0, description: "Lisinho." }),
      aRecipe({ id: "r2", title: "Cuscuz", cookingTime: 20, servings: 4, isPublished: true }),
    ]);
    const pudim = (await screen.findByRole("heading", { name: "Pudim" })).closest("li")!;
    expect(within(pudim).getByText("30 min")).toBeInTheDocument();
    expect(within(pudim).getByText("1 porção")).toBeInTheDocument();
    expect(within(pudim).getByText("Privada")).toBeInTheDocument();
    expect(within(pudim).getByText("Lisinho.")).toBeInTheDocument();
    expect(within(pudim).getByRole("link", { name: "Ver Pudim" })).toHaveAttribute("href", "/recipes/r1");
    const cuscuz = screen.getByRole("heading", { name: "Cuscuz" }).closest("li")!;
    expect(within(cuscuz).getByText("Publicada")).toBeInTheDocument();
    expect(within(cuscuz).getByText("4 porções")).toBeInTheDocument();
    expect(within(cuscuz).queryByRole("button", { name: /Publicar/ })).not.toBeInTheDocument();
  });

  it("names each missing field, sends nothing, and keeps what was typed", async () => {
    const { user, fetchMock } = renderMyRecipes();
    await user.click(await screen.findByRole("button", { name: "Nova Receita" }));
    await user.type(field("Título"), "Bolo de fubá");
    await user.clear(field("Porções"));
    await user.type(field("Porções"), "meia dúzia");
    await user.click(screen.getByRole("button", { name: "Criar Receita" }));

    expect(field("Descrição")).toHaveAccessibleDescription("Escreva uma descrição da receita.");
    expect(field("Descrição")).toHaveFocus();
    expect(screen.getByText("Informe os ingredientes, um por linha.")).toBeInTheDocument();
    expect(screen.getByText("Escreva o modo de preparo.")).toBeInTheDocument();
    expect(field("Porções")).toHaveAccessibleDescription(
      "As porções devem ser um número inteiro de 1 a 100.",
    );
    expect(field("Título")).toHaveValue("Bolo de fubá");
    expect(field("Porções")).toHaveValue("meia dúzia");
    expect(sentBodies(fetchMock, "POST /api/user-recipes")).toHaveLength(0);
  });

  it("keeps the text and shows the api's message when the save fails", async () => {
    const { user } = renderMyRecipes([], {
      "POST /api/user-recipes": {
        status: 503,
        body: { error: "service_unavailable", message: "O ChefZap está instável no momento." },
      },
    });
    await writeRecipe(user);
    await user.click(screen.getByRole("button", { name: "Criar Receita" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("O ChefZap está instável no momento.");
    expect(field("Título")).toHaveValue("Bolo de fubá");
    expect(field("Ingredientes")).toHaveValue("2 xic de fubá\n3 ovos");
  });

  it("saves the recipe one line an item, closes and resets the form, and reloads the list", async () => {
    const { user, fetchMock } = renderMyRecipes([aRecipe({ title: "Pudim" })]);
    await writeRecipe(user);
    await user.clear(field("Tempo de preparo (minutos)"));
    await user.type(field("Tempo de preparo (minutos)"), "50");
    await user.click(screen.getByRole("button", { name: "Criar Receita" }));

    await waitFor(() => expect(cardTitles()).toEqual(["Bolo de fubá", "Pudim"]));
    expect(sentBodies(fetchMock, "POST /api/user-recipes")).toEqual([
      expect.objectContaining({
        title: "Bolo de fubá",
        ingredients: ["2 xic de fubá", "3 ovos"],
        instructions: ["misture tudo", "asse"],
        cookingTime: 50,
        servings: 2,
      }),
    ]);
    expect(screen.queryByRole("textbox", { name: "Título" })).not.toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Nova Receita" }));
    expect(field("Título")).toHaveValue("");
    expect(field("Tempo de preparo (minutos)")).toHaveValue("30");
    expect(field("Porções")).toHaveValue("2");
  });
});
