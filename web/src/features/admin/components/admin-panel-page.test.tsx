import { act, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { aUser } from "@/test/factories";
import { aMail, aPayment, someMetrics } from "../test/admin-factories";
import { page, renderAdmin } from "../test/render-admin";
import { AdminPanelPage } from "./admin-panel-page";

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("AdminPanelPage", () => {
  it("shows 'Acesso Negado' to a signed-in account without the admin role and asks for nothing", async () => {
    const { fetchMock } = renderAdmin(<AdminPanelPage />, { path: "/admin/perfect", user: aUser() });
    expect(await screen.findByText("Acesso Negado")).toBeInTheDocument();
    expect(screen.getByText("Você não tem permissão para acessar esta página.")).toBeInTheDocument();
    expect(fetchMock.mock.calls.filter(([url]) => String(url).startsWith("/api/admin"))).toHaveLength(0);
  });

  it("lists payments with money in reais, dates in pt-BR and the CSV export", async () => {
    renderAdmin(<AdminPanelPage />, {
      path: "/admin/perfect?aba=payments",
      routes: {
        "GET /api/admin/payments": page([
          aPayment({ userEmail: "bia@example.com", amount: 990, createdAt: "2026-11-05T13:00:00.000Z" }),
          aPayment({ status: "refunded", amount: 990, refundedAmount: 990 }),
        ]),
      },
    });
    const table = await screen.findByRole("table", { name: "Pagamentos, do mais recente ao mais antigo" });
    const bia = within(table).getByRole("row", { name: /bia@example\.com/ });
    expect(within(bia).getByText(/R\$\s9,90/)).toBeInTheDocument();
    expect(within(bia).getByText("05/11/2026")).toBeInTheDocument();
    expect(within(table).getByText("Reembolsado")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Exportar pagamentos (CSV)" })).toHaveAttribute(
      "href",
      "/api/admin/export/payments",
    );
  });

  it("reads the system numbers again every few seconds and shows the outbox", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let calls = 0;
    renderAdmin(<AdminPanelPage />, {
      path: "/admin/perfect?aba=system",
      routes: {
        "GET /api/admin/system-metrics": () => ({ body: someMetrics({ totalApiCalls: 1000 + ++calls }) }),
        "GET /api/admin/whatsapp": {
          body: {
            accounts: [
              {
                account: "baileys:5511987654321",
                state: "qr",
                pairingCode: "ABCD1234",
                at: "2026-11-23T15:00:00.000Z",
              },
            ],
          },
        },
        "GET /api/admin/audit-log": {
          body: [
            {
              id: "a1",
              actorId: "ad1",
              actorEmail: "chefe@chefzap.com.br",
              action: "bulk-reset-free-recipes",
              targetType: "users",
              targetId: null,
              details: { userIds: ["u1", "u2"] },
              createdAt: "2026-11-23T15:00:00.000Z",
            },
          ],
        },
        "GET /api/admin/mail-outbox": {
          body: [aMail({ subject: "Redefina sua senha", template: "password_reset" })],
        },
      },
    });
    expect(await screen.findByText("1.001")).toBeInTheDocument();
    expect(screen.getByText("Conectado")).toBeInTheDocument();
    expect(screen.getByText("1 d 2 h 3 min")).toBeInTheDocument();
    expect(screen.getByText("0,2%")).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(5000));
    expect(await screen.findByText("1.002")).toBeInTheDocument();

    const mail = await screen.findByText("Redefina sua senha");
    await userEvent.setup({ advanceTimers: vi.advanceTimersByTime }).click(mail);
    const outbox = screen.getByRole("list", { name: "Caixa de saída" });
    expect(within(outbox).getByText("Redefinição de senha")).toBeVisible();
    expect(within(outbox).getByText("Só na caixa (sem SMTP)")).toBeInTheDocument();
    const whatsapp = screen.getByRole("list", { name: "Números de WhatsApp" });
    expect(within(whatsapp).getByText("Aguardando o pareamento")).toBeInTheDocument();
    expect(within(whatsapp).getByText("ABCD1234")).toBeInTheDocument();
    const audit = screen.getByRole("table", { name: /Registro de ações/ });
    const reset = within(audit).getByRole("row", { name: /Receitas resetadas em massa/ });
    expect(within(reset).getByText("2 usuários")).toBeInTheDocument();
    expect(within(reset).getByText("chefe@chefzap.com.br")).toBeInTheDocument();
  });
});
