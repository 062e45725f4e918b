import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { sentBodies } from "@/test/api-stub";
import { anAdminUser } from "../test/admin-factories";
import { page, renderAdmin } from "../test/render-admin";
import { AdminPanelPage } from "./admin-panel-page";

const ana = anAdminUser({ name: "Ana Souza", email: "ana@example.com" });
const bia = anAdminUser({ name: "Bia Lima", email: "bia@example.com", plan: "premium" });
const caio = anAdminUser({ name: "Caio Reis", email: "caio@example.com" });
const BULK = "POST /api/admin/bulk-actions";

function renderUsers(routes = {}) {
  const user = userEvent.setup();
  const view = renderAdmin(<AdminPanelPage />, {
    path: "/admin/perfect?aba=users",
    routes: { "GET /api/admin/users": page([ana, bia], 3), ...routes },
  });
  return { user, ...view };
}

const row = (name: string) => screen.getByRole("row", { name: new RegExp(name) });
const checkbox = (name: string) => screen.getByRole("checkbox", { name: `Selecionar ${name}` });

afterEach(() => vi.unstubAllGlobals());

describe("users tab: selection and bulk actions", () => {
  it("explains that users must be chosen first, and sends nothing", async () => {
    const { user, fetchMock } = renderUsers();
    await screen.findByRole("row", { name: /Ana Souza/ });
    await user.click(screen.getByRole("button", { name: "Resetar receitas" }));
    expect(await screen.findByText("Selecione usuários para resetar receitas")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Enviar e-mail" }));
    expect(await screen.findByText("Selecione usuários para enviar email")).toBeInTheDocument();
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(sentBodies(fetchMock, BULK)).toHaveLength(0);
  });

  it("resets the chosen user's recipes, toasts the server's message and clears the selection", async () => {
    const { user, fetchMock } = renderUsers({
      [BULK]: { body: { message: "Receitas de 1 usuário resetadas.", affected: 1, results: [] } },
    });
    await user.click(await screen.findByRole("checkbox", { name: "Selecionar Bia Lima" }));
    expect(screen.getByText("1 selecionado")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Resetar receitas" }));

    expect(await screen.findByText("Sucesso")).toBeInTheDocument();
    expect(screen.getByText("Receitas de 1 usuário resetadas.")).toBeInTheDocument();
    expect(sentBodies(fetchMock, BULK)).toEqual([{ action: "reset-free-recipes", userIds: [bia.id] }]);
    expect(checkbox("Bia Lima")).not.toBeChecked();
    expect(screen.getByText("0 selecionados")).toBeInTheDocument();
  });

  it("selects every filtered user across pages and e-mails them a chosen template", async () => {
    const { user, fetchMock } = renderUsers({
      "GET /api/admin/users": (_body: unknown, url?: URL) =>
        url?.searchParams.get("pageSize") === "100" ? page([ana, bia, caio], 3) : page([ana, bia], 3),
      [BULK]: { body: { message: "E-mail enviado para a fila de 3 usuários.", affected: 3, results: [] } },
    });
    await user.click(await screen.findByRole("button", { name: "Selecionar todos os 3 filtrados" }));
    expect(await screen.findByText("3 selecionados")).toBeInTheDocument();
    expect(screen.getByRole("checkbox", { name: "Selecionar todos desta página" })).toBeChecked();

    await user.click(screen.getByRole("button", { name: "Enviar e-mail" }));
    const dialog = await screen.findByRole("dialog", { name: "Enviar e-mail" });
    await user.click(within(dialog).getByRole("radio", { name: "Lembrete de receitas" }));
    await user.click(within(dialog).getByRole("button", { name: "Enviar para 3 usuários" }));

    expect(await screen.findByText("E-mail enviado para a fila de 3 usuários.")).toBeInTheDocument();
    expect(sentBodies(fetchMock, BULK)).toEqual([
      { action: "send-email", userIds: [ana.id, bia.id, caio.id], template: "lembrete_receitas" },
    ]);
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(screen.getByText("0 selecionados")).toBeInTheDocument();
  });

  it("keeps the selection when the server refuses, with 'Erro' and its message", async () => {
    const refused = { error: "validation_failed", message: "Selecione no máximo 1000 usuários por vez." };
    const { user } = renderUsers({ [BULK]: { status: 400, body: refused } });
    await user.click(await screen.findByRole("checkbox", { name: "Selecionar Ana Souza" }));
    await user.click(screen.getByRole("button", { name: "Resetar receitas" }));
    expect(await screen.findByText("Erro")).toBeInTheDocument();
    expect(screen.getByText(refused.message)).toBeInTheDocument();
    expect(checkbox("Ana Souza")).toBeChecked();
  });

  it("resets one user from its row", async () => {
    const reset = `PATCH /api/admin/users/${ana.id}/reset-recipes`;
    const { user, fetchMock } = renderUsers({
      [reset]: { body: { message: "Receitas de Ana Souza resetadas." } },
    });
    await user.click(await screen.findByRole("button", { name: "Resetar receitas de Ana Souza" }));
    expect(await screen.findByText("Receitas de Ana Souza resetadas.")).toBeInTheDocument();
    expect(
      fetchMock.mock.calls.some(
        ([url, init]) => String(url).endsWith(`${ana.id}/reset-recipes`) && init?.method === "PATCH",
      ),
    ).toBe(true);
  });
});

describe("users tab: the table", () => {
  it("shows the id cut to 8 characters, money in reais and dates in pt-BR", async () => {
    renderUsers();
    const ana = await screen.findByRole("row", { name: /Ana Souza/ });
    expect(within(ana).getByText(anaId8)).toBeInTheDocument();
    expect(within(ana).getByText(/R\$\s19,80/)).toBeInTheDocument();
    expect(within(ana).getByText("22/11/2026")).toBeInTheDocument();
    expect(within(row("Bia Lima")).getByText("Premium")).toBeInTheDocument();
  });

  it("sorts on the server by the clicked column and says so with aria-sort", async () => {
    const { user, fetchMock } = renderUsers();
    await screen.findByRole("row", { name: /Ana Souza/ });
    const created = screen.getByRole("columnheader", { name: /Cadastro/ });
    expect(created).toHaveAttribute("aria-sort", "descending");
    await user.click(within(created).getByRole("button"));
    await waitFor(() => expect(created).toHaveAttribute("aria-sort", "ascending"));
    await user.click(within(screen.getByRole("columnheader", { name: /Nome/ })).getByRole("button"));
    await waitFor(() =>
      expect(screen.getByRole("columnheader", { name: /Nome/ })).toHaveAttribute("aria-sort", "ascending"),
    );
    const sorts = fetchMock.mock.calls.map(([url]) =>
      new URL(String(url), "http://x").searchParams.get("sort"),
    );
    expect(sorts).toEqual(expect.arrayContaining(["createdAt:desc", "createdAt:asc", "name:asc"]));
  });

  it("filters by plan and status and exports the same filter as CSV", async () => {
    const { user, fetchMock } = renderUsers();
    await screen.findByRole("row", { name: /Ana Souza/ });
    await user.selectOptions(screen.getByLabelText("Plano"), "premium");
    await user.selectOptions(screen.getByLabelText("Situação"), "inactive");
    await waitFor(() =>
      expect(screen.getByRole("link", { name: "Exportar usuários (CSV)" })).toHaveAttribute(
        "href",
        "/api/admin/export/users?plan=premium&status=inactive&sort=createdAt%3Adesc",
      ),
    );
    const last = new URL(String(fetchMock.mock.calls.at(-1)![0]), "http://x");
    expect(Object.fromEntries(last.searchParams)).toMatchObject({
      plan: "premium",
      status: "inactive",
      page: "1",
    });
  });
});

const anaId8 = ana.id.slice(0, 8);
