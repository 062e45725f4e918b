import { screen, waitFor } from "@testing-library/react";
import { afterEach, expect, it, vi } from "vitest";
import { stubApi } from "@/test/api-stub";
import { renderRoutes } from "@/test/render";
import { routes } from "./router";

afterEach(() => vi.unstubAllGlobals());

it("answers an unknown path with the English 404 page inside the shell", async () => {
  stubApi();
  renderRoutes(routes, "/nao-existe");
  expect(await screen.findByRole("heading", { name: "404 Page Not Found" })).toBeInTheDocument();
  expect(screen.getByText("Did you forget to add the page to the router?")).toBeInTheDocument();
  // Only the spec's two lines are English; the way back is read in Portuguese.
  const back = screen.getByRole("link", { name: "Voltar ao início" });
  expect(back).toHaveAttribute("href", "/");
  expect(back).toHaveAttribute("lang", "pt-BR");
  // The title is set in an effect, which may run a tick after the heading is drawn.
  await waitFor(() => expect(document.title).toBe("Página não encontrada · ChefZap"));
  expect(screen.getByRole("contentinfo")).toBeInTheDocument();
});
