import { DIFFICULTY_LEVELS } from "@chefzap/shared";
import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { stubApi } from "@/test/api-stub";
import { renderAt } from "@/test/render";
import { DifficultyGuidePage } from "./difficulty-guide-page";

describe("difficulty guide", () => {
  it("shows the five levels, each with a chef, skills, examples and a tip", () => {
    stubApi();
    renderAt(<DifficultyGuidePage />, "/dificuldade");
    expect(screen.getByRole("heading", { level: 1, name: "Sistema de Dificuldade" })).toBeInTheDocument();
    const levels = screen.getAllByRole("listitem").filter((item) => item.parentElement?.tagName === "OL");
    expect(levels).toHaveLength(5);
    DIFFICULTY_LEVELS.forEach(({ level, name }, i) => {
      const card = within(levels[i]!);
      expect(card.getByRole("heading", { level: 2, name })).toBeInTheDocument();
      expect(card.getByText(`Nível ${level}`)).toBeInTheDocument();
      expect(card.getByRole("img", { name: `Chef ${name}` })).toBeInTheDocument();
      expect(card.getByRole("heading", { name: "Habilidades" })).toBeInTheDocument();
      expect(card.getByRole("heading", { name: "Exemplos" })).toBeInTheDocument();
      expect(card.getByText("Dica:")).toBeInTheDocument();
    });
    expect(within(levels[0]!).getByText("15–30 min")).toBeInTheDocument();
    expect(within(levels[4]!).getByText("Ingredientes raros ou premium")).toBeInTheDocument();
  });

  it("goes back and starts cooking on the landing, with its own tab title", () => {
    stubApi();
    renderAt(<DifficultyGuidePage />, "/dificuldade");
    expect(screen.getByRole("link", { name: "Voltar" })).toHaveAttribute("href", "/");
    expect(screen.getByRole("link", { name: "Começar a Cozinhar" })).toHaveAttribute("href", "/");
    expect(document.title).toBe("Sistema de Dificuldade · ChefZap");
  });
});
