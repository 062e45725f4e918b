import { screen, within } from "@testing-library/react";
import { afterEach, expect, it, vi } from "vitest";
import { stubApi } from "@/test/api-stub";
import { renderAt } from "@/test/render";
import { HowItWorksPage } from "./how-it-works-page";

afterEach(() => vi.unstubAllGlobals());

it("explains the three steps, what a recipe includes and leads back to /", () => {
  stubApi();
  renderAt(<HowItWorksPage />, "/como-funciona");
  const steps = screen.getByRole("region", { name: "Os três passos" });
  expect(within(steps).getAllByRole("listitem")).toHaveLength(3);
  expect(screen.getByRole("heading", { name: "O que vem em cada receita" })).toBeInTheDocument();
  expect(screen.getByRole("heading", { name: "ChefZap no WhatsApp" })).toBeInTheDocument();
  expect(screen.getByRole("link", { name: "Criar minha receita" })).toHaveAttribute("href", "/");
});
