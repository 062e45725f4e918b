import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { RouteObject } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { logout } from "@/features/auth/api/logout";
import { signedInApi, stubApi } from "@/test/api-stub";
import { renderRoutes } from "@/test/render";
import { configureSupport, SUPPORT } from "@/test/support-env";
import { AppShell } from "./app-shell";

vi.mock("@/features/auth/api/logout", () => ({ logout: vi.fn() }));

const routes: RouteObject[] = [
  {
    element: <AppShell />,
    children: [
      { path: "/", element: <h1>Página inicial</h1> },
      { path: "*", element: <h1>Outra página</h1> },
    ],
  },
];

function desktopNav() {
  return screen.getByRole("navigation", { name: "Principal" });
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("AppShell header", () => {
  it("offers Entrar and Registrar to visitors", async () => {
    stubApi();
    renderRoutes(routes);
    expect(await screen.findByRole("link", { name: "Entrar" })).toHaveAttribute("href", "/auth");
    expect(screen.getByRole("link", { name: "Registrar" })).toHaveAttribute("href", "/auth?mode=register");
    expect(screen.queryByRole("button", { name: /Menu da conta/ })).not.toBeInTheDocument();
  });

  it("shows the signed-in user's menu with first name and signs out", async () => {
    signedInApi();
    const user = userEvent.setup();
    renderRoutes(routes);
    const trigger = await screen.findByRole("button", { name: "Menu da conta de Ana" });
    expect(trigger).toHaveTextContent("Ana");
    expect(screen.queryByRole("link", { name: "Entrar" })).not.toBeInTheDocument();

    await user.click(trigger);
    const menu = await screen.findByRole("menu");
    for (const label of ["Minhas Receitas", "Receitas Saudáveis", "Nova Receita", "Dashboard"]) {
      expect(within(menu).getByRole("menuitem", { name: label })).toBeInTheDocument();
    }
    expect(within(menu).getByRole("menuitem", { name: "Nova Receita" })).toHaveAttribute("href", "/");
    expect(within(menu).getByRole("menuitem", { name: "Minhas alergias" })).toHaveAttribute(
      "href",
      "/perfil/alergias",
    );
    expect(within(menu).getByRole("menuitem", { name: "Minha assinatura" })).toHaveAttribute(
      "href",
      "/subscribe",
    );
    await user.click(within(menu).getByRole("menuitem", { name: "Sair" }));
    expect(logout).toHaveBeenCalledOnce();
  });

  it("links the chat for signed-in cooks only", async () => {
    signedInApi();
    const { unmount } = renderRoutes(routes);
    await screen.findByRole("button", { name: "Menu da conta de Ana" });
    expect(within(desktopNav()).getByRole("link", { name: "Chat" })).toHaveAttribute("href", "/chat");
    unmount();
    stubApi();
    renderRoutes(routes);
    await screen.findByRole("link", { name: "Entrar" });
    expect(within(desktopNav()).queryByRole("link", { name: "Chat" })).not.toBeInTheDocument();
  });

  it("highlights the link of the current route", async () => {
    stubApi();
    renderRoutes(routes, "/faq");
    const nav = desktopNav();
    expect(within(nav).getByRole("link", { name: "FAQ" })).toHaveAttribute("aria-current", "page");
    expect(within(nav).getByRole("link", { name: "Receitas" })).not.toHaveAttribute("aria-current");
    expect(within(nav).getByRole("link", { name: "Top Receitas" })).toHaveAttribute("href", "/top-receitas");
  });

  it("marks Top Receitas as current on /ranking, the ranking's other address", async () => {
    stubApi();
    renderRoutes(routes, "/ranking");
    const topRecipes = within(desktopNav()).getByRole("link", { name: "Top Receitas" });
    expect(topRecipes).toHaveAttribute("aria-current", "page");
  });

  it("scrolls to the top on every route change", async () => {
    stubApi();
    const scrollTo = vi.spyOn(window, "scrollTo");
    const user = userEvent.setup();
    renderRoutes(routes);
    scrollTo.mockClear();
    await user.click(within(desktopNav()).getByRole("link", { name: "Minhas Receitas" }));
    expect(await screen.findByRole("heading", { name: "Outra página" })).toBeInTheDocument();
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
  });
});

describe("AppShell footer", () => {
  it("shows the current year, product and support links", () => {
    stubApi();
    configureSupport();
    renderRoutes(routes);
    const footer = screen.getByRole("contentinfo");
    expect(within(footer).getByText(`© ${new Date().getFullYear()} ChefZap`)).toBeInTheDocument();
    expect(within(footer).getByRole("navigation", { name: "Produto" })).toBeInTheDocument();
    expect(within(footer).getByRole("link", { name: "Central de Ajuda" })).toHaveAttribute("href", "/ajuda");
    expect(within(footer).getByRole("link", { name: "Preços" })).toHaveAttribute("href", "/#precos");
    expect(within(footer).getByRole("link", { name: "ChefZap no WhatsApp" })).toHaveAttribute(
      "href",
      SUPPORT.whatsappUrl,
    );
    expect(within(footer).getByRole("link", { name: "ChefZap no Instagram" })).toHaveAttribute(
      "href",
      SUPPORT.instagram,
    );
  });

  it("offers no social link the build was not configured with", () => {
    stubApi();
    vi.stubEnv("VITE_SUPPORT_EMAIL", SUPPORT.email);
    renderRoutes(routes);
    const footer = screen.getByRole("contentinfo");
    expect(within(footer).queryByRole("link", { name: "ChefZap no WhatsApp" })).not.toBeInTheDocument();
    expect(within(footer).queryByRole("link", { name: "ChefZap no Instagram" })).not.toBeInTheDocument();
    expect(within(footer).getByRole("link", { name: "Enviar e-mail ao ChefZap" })).toHaveAttribute(
      "href",
      `mailto:${SUPPORT.email}`,
    );
  });
});
