import { cleanup, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { stubApi } from "@/test/api-stub";
import { renderRoutes } from "@/test/render";
import type { MenusTabProps } from "../lib/weekly-menus-tabs";
import { renderWeeklyMenus } from "../test/render-weekly-menus";
import { WeeklyMenusPage } from "./weekly-menus-page";

afterEach(() => vi.unstubAllGlobals());

function FakeMenus({ showTab }: MenusTabProps) {
  return (
    <button type="button" onClick={() => showTab("preferencias")}>
      Escolher alimentos
    </button>
  );
}

describe("WeeklyMenusPage", () => {
  it("says 'Carregando...' while the session loads, then sends a visitor to /auth", async () => {
    let answer: (reply: { body: { user: null } }) => void = () => {};
    stubApi({ "GET /api/session": () => new Promise((resolve) => (answer = resolve)) });
    const view = renderRoutes(
      [
        { path: "/cardapios-semanais", element: <WeeklyMenusPage /> },
        { path: "/auth", element: <h1>Entrar</h1> },
      ],
      "/cardapios-semanais",
    );
    expect(await screen.findByRole("status")).toHaveTextContent("Carregando...");
    answer({ body: { user: null } });
    expect(await screen.findByRole("heading", { name: "Entrar" })).toBeInTheDocument();
    expect(view.router.state.location.pathname).toBe("/auth");
  });

  it("opens on Meus Cardápios with the menus handed in, and a way back to the dashboard", async () => {
    renderWeeklyMenus("/cardapios-semanais", { MenusTab: FakeMenus });
    expect(await screen.findByRole("heading", { level: 1, name: "Cardápios Semanais" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Voltar ao Dashboard" })).toHaveAttribute("href", "/dashboard");
    const tabs = within(screen.getByRole("tablist", { name: "Seções" })).getAllByRole("tab");
    expect(tabs.map((tab) => tab.textContent)).toEqual([
      "Meus Cardápios",
      "Perfil Nutricional",
      "Preferências",
    ]);
    expect(tabs[0]).toHaveAttribute("aria-selected", "true");
    expect(screen.getByRole("tabpanel")).toContainElement(
      screen.getByRole("button", { name: "Escolher alimentos" }),
    );
  });

  it("without a menus list, shows the spec's empty state with the way to a first menu", async () => {
    renderWeeklyMenus();
    expect(await screen.findByRole("heading", { name: "Nenhum cardápio encontrado" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Gerar Primeiro Cardápio" })).toHaveAttribute(
      "href",
      "/cardapio-semanal?novo=1",
    );
  });

  it("keeps the open tab in the address, and the menus tab can switch tabs too", async () => {
    const { view, user } = renderWeeklyMenus("/cardapios-semanais", { MenusTab: FakeMenus });
    await user.click(await screen.findByRole("tab", { name: "Perfil Nutricional" }));
    await waitFor(() => expect(view.router.state.location.search).toBe("?tab=perfil"));
    expect(screen.getByRole("tab", { name: "Perfil Nutricional" })).toHaveAttribute("aria-selected", "true");
    await user.click(screen.getByRole("tab", { name: "Meus Cardápios" }));
    await waitFor(() => expect(view.router.state.location.search).toBe(""));
    await user.click(screen.getByRole("button", { name: "Escolher alimentos" }));
    expect(await screen.findByRole("heading", { name: "Preferências Alimentares" })).toBeInTheDocument();
    expect(view.router.state.location.search).toBe("?tab=preferencias");
  });

  it("opens the tab an address names, and the default for an unknown one", async () => {
    renderWeeklyMenus("/cardapios-semanais?tab=preferencias");
    expect(await screen.findByRole("tab", { name: "Preferências" })).toHaveAttribute("aria-selected", "true");
    cleanup();
    renderWeeklyMenus("/cardapios-semanais?tab=qualquer");
    expect(await screen.findByRole("tab", { name: "Meus Cardápios" })).toHaveAttribute(
      "aria-selected",
      "true",
    );
  });
});
