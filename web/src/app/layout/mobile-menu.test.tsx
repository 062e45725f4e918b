import { act, fireEvent, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { RouteObject } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { signedInApi, stubApi } from "@/test/api-stub";
import { aUser } from "@/test/factories";
import { renderRoutes } from "@/test/render";
import { AppShell } from "./app-shell";

const routes: RouteObject[] = [
  {
    element: <AppShell />,
    children: [
      { path: "/", element: <h1>Página inicial</h1> },
      { path: "*", element: <h1>Outra página</h1> },
    ],
  },
];

const openButton = () => screen.getByRole("button", { name: "Abrir menu" });
const openPanel = () =>
  document.getElementById(
    screen.getByRole("button", { name: "Fechar menu" }).getAttribute("aria-controls")!,
  )!;
const panelNav = () => screen.getByRole("navigation", { name: "Menu móvel" });

afterEach(() => vi.unstubAllGlobals());

describe("MobileMenu", () => {
  it("opens a panel wired to its button and closes with Escape", async () => {
    stubApi();
    const user = userEvent.setup();
    renderRoutes(routes);
    const button = openButton();
    expect(button).toHaveAttribute("aria-expanded", "false");

    await user.click(button);
    expect(button).toHaveAttribute("aria-expanded", "true");
    expect(button).toHaveAccessibleName("Fechar menu");
    expect(document.getElementById(button.getAttribute("aria-controls")!)).toContainElement(panelNav());
    const links = within(panelNav())
      .getAllByRole("link")
      .map((link) => link.textContent);
    expect(links).toEqual([
      "Início",
      "Dashboard",
      "Receitas da Comunidade",
      "Minhas Receitas",
      "Nova Receita Saudável",
    ]);
    expect(within(panelNav()).getByRole("link", { name: "Início" })).toHaveAttribute("aria-current", "page");

    await user.keyboard("{Escape}");
    expect(screen.queryByRole("navigation", { name: "Menu móvel" })).not.toBeInTheDocument();
    expect(button).toHaveAttribute("aria-expanded", "false");
    expect(button).toHaveFocus();
  });

  it("closes when a link is chosen and highlights the new route next time", async () => {
    stubApi();
    const user = userEvent.setup();
    renderRoutes(routes);
    await user.click(openButton());
    await user.click(within(panelNav()).getByRole("link", { name: "Dashboard" }));
    expect(await screen.findByRole("heading", { name: "Outra página" })).toBeInTheDocument();
    expect(screen.queryByRole("navigation", { name: "Menu móvel" })).not.toBeInTheDocument();

    await user.click(openButton());
    expect(within(panelNav()).getByRole("link", { name: "Dashboard" })).toHaveAttribute(
      "aria-current",
      "page",
    );
  });

  it("steps aside while the page scrolls down and comes back on the way up", async () => {
    stubApi();
    renderRoutes(routes);
    const scrollTo = (y: number) =>
      act(() => {
        Object.defineProperty(window, "scrollY", { value: y, configurable: true });
        fireEvent.scroll(window);
      });
    expect(openButton()).toHaveAttribute("data-state", "shown");
    scrollTo(400);
    expect(openButton()).toHaveAttribute("data-state", "aside");
    scrollTo(396);
    expect(openButton()).toHaveAttribute("data-state", "aside");
    scrollTo(300);
    expect(openButton()).toHaveAttribute("data-state", "shown");
    scrollTo(600);
    scrollTo(40);
    expect(openButton()).toHaveAttribute("data-state", "shown");
    Object.defineProperty(window, "scrollY", { value: 0, configurable: true });
  });

  it("closes on a press outside the panel", async () => {
    stubApi();
    const user = userEvent.setup();
    renderRoutes(routes);
    await user.click(openButton());
    await user.click(screen.getByRole("heading", { name: "Página inicial" }));
    expect(screen.queryByRole("navigation", { name: "Menu móvel" })).not.toBeInTheDocument();
  });

  it("offers Entrar and Cadastrar to visitors", async () => {
    stubApi();
    const user = userEvent.setup();
    renderRoutes(routes);
    await screen.findByRole("link", { name: "Registrar" });
    await user.click(openButton());
    const panel = openPanel();
    expect(within(panel).getByRole("link", { name: "Cadastrar" })).toHaveAttribute(
      "href",
      "/auth?mode=register",
    );
    expect(within(panel).getByRole("link", { name: "Entrar" })).toHaveAttribute("href", "/auth");
  });

  it("names the signed-in cook by first name, not by the username made up at sign-up", async () => {
    signedInApi({
      "GET /api/session": { body: { user: aUser({ firstName: "Ana", username: "ana_x7k2p9" }) } },
    });
    const user = userEvent.setup();
    renderRoutes(routes);
    await screen.findByRole("button", { name: /Menu da conta/ });
    await user.click(openButton());
    const panel = within(openPanel()).getByRole("region", { name: "Sua conta" });
    expect(within(panel).getByText("Ana")).toBeInTheDocument();
    expect(within(panel).queryByText("ana_x7k2p9")).not.toBeInTheDocument();
  });

  it("shows the signed-in user's section, with 'Usuário' when there is no name at all", async () => {
    signedInApi({ "GET /api/session": { body: { user: aUser({ firstName: "", username: "" }) } } });
    const user = userEvent.setup();
    renderRoutes(routes);
    await screen.findByRole("button", { name: /Menu da conta/ });
    await user.click(openButton());
    const panel = within(openPanel()).getByRole("region", { name: "Sua conta" });
    expect(within(panel).getByText("Usuário")).toBeInTheDocument();
    expect(within(panel).getByText("ana@example.com")).toBeInTheDocument();
    expect(within(panel).getByRole("link", { name: "Nova Receita" })).toHaveAttribute("href", "/");
    expect(within(panel).getByRole("link", { name: "Nova Receita Saudável" })).toHaveAttribute(
      "href",
      "/receitas-saudaveis",
    );
    expect(within(panel).getByRole("link", { name: "Minhas alergias" })).toHaveAttribute(
      "href",
      "/perfil/alergias",
    );
    expect(within(panel).getByRole("link", { name: "Minha assinatura" })).toHaveAttribute(
      "href",
      "/subscribe",
    );
    expect(within(panel).getByRole("button", { name: "Sair" })).toBeInTheDocument();
    expect(within(openPanel()).queryByRole("link", { name: "Cadastrar" })).not.toBeInTheDocument();
  });
});
