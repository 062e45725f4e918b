import { screen } from "@testing-library/react";
import { afterEach, expect, it, vi } from "vitest";
import { stubApi } from "@/test/api-stub";
import { renderRoutes } from "@/test/render";
import { routes } from "./router";

afterEach(() => vi.unstubAllGlobals());

it("takes /nova-receita to the landing's new-recipe card and serves /dificuldade", async () => {
  stubApi();
  const scrolled = vi.fn();
  Element.prototype.scrollIntoView = scrolled;
  const { router } = renderRoutes(routes, "/nova-receita");
  expect(await screen.findByRole("heading", { name: "Monte sua receita" })).toBeInTheDocument();
  expect(router.state.location).toMatchObject({ pathname: "/", hash: "#ingredientes" });
  expect(scrolled.mock.contexts[0]).toHaveProperty("id", "ingredientes");
  await router.navigate("/dificuldade");
  expect(
    await screen.findByRole("heading", { level: 1, name: "Sistema de Dificuldade" }),
  ).toBeInTheDocument();
});
