import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { aCompleteUser, anAdminUser, someDetails } from "../test/admin-factories";
import { page, renderAdmin } from "../test/render-admin";
import { AdminDashboardPage } from "./admin-dashboard-page";
import { AdminPanelPage } from "./admin-panel-page";

const rita = aCompleteUser({ name: "Rita Campos", email: "rita@example.com", totalPaid: 2970 });
const details = `GET /api/admin/users/${rita.id}/details`;
const unavailable = { status: 500, body: { error: "internal_error", message: "Erro interno." } };

afterEach(() => vi.unstubAllGlobals());

describe("panel two's user-detail modal", () => {
  const open = async (detailsReply: object) => {
    const user = userEvent.setup();
    renderAdmin(<AdminDashboardPage />, {
      path: "/admin/dashboard?aba=usuarios",
      routes: { "GET /api/admin/users-complete": page([rita]), [details]: detailsReply },
    });
    await user.click(await screen.findByRole("button", { name: "Detalhes de Rita Campos" }));
    return screen.findByRole("dialog", { name: "Rita Campos" });
  };

  it("shows the generated recipes, the average rating, the money and the payments", async () => {
    const dialog = await open({ body: someDetails(rita) });
    const fact = (term: string) => within(dialog).getByText(term).nextElementSibling;
    expect(await within(dialog).findByText("Receitas geradas")).toBeInTheDocument();
    expect(fact("Receitas geradas")).toHaveTextContent("7");
    expect(fact("Avaliação média")).toHaveTextContent("4,5");
    expect(fact("Total pago")).toHaveTextContent(/R\$\s29,70/);
    expect(fact("Cadastro")).toHaveTextContent("22/11/2026");
    const payments = within(dialog).getByRole("table", { name: "Pagamentos do usuário" });
    expect(within(payments).getByText(/R\$\s9,90/)).toBeInTheDocument();
    expect(within(payments).getByText("Pago")).toBeInTheDocument();
  });

  it("lists the columns users-complete adds", async () => {
    renderAdmin(<AdminDashboardPage />, {
      path: "/admin/dashboard?aba=usuarios",
      routes: { "GET /api/admin/users-complete": page([{ ...rita, recipesWritten: 4, weeklyMenus: 2 }]) },
    });
    const row = await screen.findByRole("row", { name: /Rita Campos/ });
    const headers = screen.getAllByRole("columnheader").map((th) => th.textContent);
    const cells = within(row)
      .getAllByRole("cell")
      .map((td) => td.textContent);
    expect(cells[headers.indexOf("Escritas") - 1]).toBe("4");
    expect(cells[headers.indexOf("Cardápios") - 1]).toBe("2");
  });

  it("says N/A when no recipe has a vote", async () => {
    const dialog = await open({
      body: someDetails(rita, { recipeStats: { totalGenerated: 0, averageRating: null } }),
    });
    expect(await within(dialog).findByText("N/A")).toBeInTheDocument();
  });

  it("says the details could not be loaded", async () => {
    const dialog = await open(unavailable);
    expect(
      await within(dialog).findByText("Não foi possível carregar os detalhes do usuário"),
    ).toBeInTheDocument();
  });
});

describe("panel one's details toast", () => {
  const ana = anAdminUser({ name: "Ana Souza" });
  const show = async (detailsReply: object) => {
    const user = userEvent.setup();
    renderAdmin(<AdminPanelPage />, {
      path: "/admin/perfect?aba=users",
      routes: {
        "GET /api/admin/users": page([ana]),
        [`GET /api/admin/users/${ana.id}/details`]: detailsReply,
      },
    });
    await user.click(await screen.findByRole("button", { name: "Detalhes de Ana Souza" }));
  };

  it("toasts the recipes generated and the average rating", async () => {
    await show({
      body: someDetails(aCompleteUser(ana), { recipeStats: { totalGenerated: 12, averageRating: null } }),
    });
    expect(await screen.findByText("Receitas geradas: 12 · Avaliação média: N/A")).toBeInTheDocument();
  });

  it("toasts 'Erro' when the details fail", async () => {
    await show(unavailable);
    expect(await screen.findByText("Não foi possível carregar os detalhes do usuário")).toBeInTheDocument();
    expect(screen.getByText("Erro")).toBeInTheDocument();
  });
});
