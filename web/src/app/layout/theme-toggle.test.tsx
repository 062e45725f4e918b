import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, expect, it, vi } from "vitest";
import { stubApi } from "@/test/api-stub";
import { renderRoutes } from "@/test/render";
import { AppShell } from "./app-shell";

afterEach(() => {
  vi.unstubAllGlobals();
  document.documentElement.classList.remove("dark");
});

it("toggles the dark theme from the header and footer and remembers it", async () => {
  stubApi();
  const user = userEvent.setup();
  renderRoutes([{ element: <AppShell />, children: [{ path: "/", element: <p>Início</p> }] }]);
  const html = document.documentElement;
  expect(html).not.toHaveClass("dark");

  const header = screen.getByRole("banner");
  await user.click(within(header).getByRole("button", { name: "Ativar tema escuro" }));
  expect(html).toHaveClass("dark");
  expect(localStorage.getItem("chefzap-theme")).toBe("dark");

  const footer = screen.getByRole("contentinfo");
  await user.click(within(footer).getByRole("button", { name: "Ativar tema claro" }));
  expect(html).not.toHaveClass("dark");
  expect(localStorage.getItem("chefzap-theme")).toBe("light");
});
