import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen, within } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { beforeEach, expect, it } from "vitest";
import { ThemeProvider } from "@/lib/theme-provider";
import { createQueryClient } from "@/lib/query-client";
import { stubApi } from "@/test/api-stub";
import { LandingPage } from "./landing-page";

beforeEach(() => {
  stubApi();
});

it("fills the ingredient card with ingredients handed over by another screen", async () => {
  const router = createMemoryRouter([{ path: "/", element: <LandingPage /> }], {
    initialEntries: [{ pathname: "/", state: { ingredients: ["frango", "tomate"] } }],
  });
  render(
    <QueryClientProvider client={createQueryClient()}>
      <ThemeProvider>
        <RouterProvider router={router} />
      </ThemeProvider>
    </QueryClientProvider>,
  );
  const chips = await screen.findByRole("list", { name: "Ingredientes escolhidos" });
  expect(
    within(chips)
      .getAllByRole("listitem")
      .map((li) => li.textContent),
  ).toEqual(["frango", "tomate"]);
  expect(screen.getByRole("button", { name: "Gerar receita" })).toBeEnabled();
});
