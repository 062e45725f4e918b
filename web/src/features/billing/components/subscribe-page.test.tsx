import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { sentBodies } from "@/test/api-stub";
import { aSubscription, anInvoice, noSubscription } from "@/test/billing-factories";
import { aUser } from "@/test/factories";
import { fakeSocketModule } from "@/test/fake-socket";
import { takeReturnPath } from "@/lib/return-after-auth";
import { leaveForProvider } from "../lib/leave-for-provider";
import { renderBilling } from "../test/render-billing";
import { SubscribePage } from "./subscribe-page";

vi.mock("@/lib/socket", () => fakeSocketModule);
vi.mock("../lib/leave-for-provider", () => ({ leaveForProvider: vi.fn() }));

const premiumUser = aUser({ plan: "premium" });
const card = (name: string) => screen.getByRole("article", { name });
const subscriptionCard = () => screen.findByRole("region", { name: "Minha assinatura" });

afterEach(() => {
  vi.unstubAllGlobals();
  vi.mocked(leaveForProvider).mockClear();
  sessionStorage.clear();
});

describe("SubscribePage for a visitor", () => {
  it("shows both plans and sends the visitor to sign up, to come back here after", async () => {
    const user = userEvent.setup();
    const { router } = renderBilling(<SubscribePage />, { user: null });
    const signUp = await within(card("Premium")).findByRole("link", { name: "Criar conta e assinar" });
    expect(signUp).toHaveAttribute("href", "/register");
    expect(within(card("Premium")).getByText(/R\$\s9,90/)).toBeInTheDocument();
    for (const feature of ["Receitas ilimitadas", "Integração com WhatsApp", "Suporte prioritário"]) {
      expect(within(card("Premium")).getByText(feature)).toBeInTheDocument();
    }
    expect(within(card("Premium")).getByText(/Nova Versão/)).toBeInTheDocument();
    expect(within(card("Grátis")).getByText("3 receitas com IA")).toBeInTheDocument();
    expect(
      screen.getByText("Cancele quando quiser: o Premium continua até o fim do período pago."),
    ).toBeInTheDocument();
    expect(document.title).toBe("Assinar Premium · ChefZap");

    await user.click(signUp);
    expect(router.state.location.pathname).toBe("/register");
    expect(takeReturnPath()).toBe("/subscribe");
  });

  it("offers sign-in to a visitor who already has an account", async () => {
    const { router } = renderBilling(<SubscribePage />, { user: null });
    await userEvent.click(await screen.findByRole("link", { name: "Entrar" }));
    expect(router.state.location.pathname).toBe("/auth");
    expect(takeReturnPath()).toBe("/subscribe");
  });
});

describe("SubscribePage for a free account", () => {
  it("'Assinar Premium' asks the api for a checkout and goes there", async () => {
    const user = userEvent.setup();
    const url = "https://checkout.example.com/c/pay/cs_test_1";
    const { fetchMock } = renderBilling(<SubscribePage />, {
      subscription: noSubscription(),
      routes: { "POST /api/billing/checkout": { body: { url } } },
    });
    expect(await screen.findByText("Você já usou 1 de 3 receitas grátis.")).toBeInTheDocument();
    expect(within(card("Grátis")).getByText("Seu plano atual")).toBeInTheDocument();

    await user.click(within(card("Premium")).getByRole("button", { name: "Assinar Premium" }));
    await waitFor(() => expect(leaveForProvider).toHaveBeenCalledWith(url));
    expect(sentBodies(fetchMock, "POST /api/billing/checkout")).toHaveLength(1);
    // The page is on its way out: the button keeps saying so instead of inviting a second click.
    expect(within(card("Premium")).getByRole("button", { name: /Abrindo o pagamento/ })).toBeDisabled();
    expect(screen.queryByRole("region", { name: "Minha assinatura" })).not.toBeInTheDocument();
  });

  it("shows the server's message when payments are off, and the page stays usable", async () => {
    const user = userEvent.setup();
    const message = "Os pagamentos não estão disponíveis no momento. Tente novamente mais tarde.";
    renderBilling(<SubscribePage />, {
      subscription: noSubscription(),
      routes: {
        "POST /api/billing/checkout": { status: 503, body: { error: "billing_unavailable", message } },
      },
    });
    const buy = await within(card("Premium")).findByRole("button", { name: "Assinar Premium" });
    await user.click(buy);
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByText("Não foi possível abrir o pagamento")).toBeInTheDocument();
    expect(leaveForProvider).not.toHaveBeenCalled();
    await waitFor(() => expect(buy).toBeEnabled());
  });

  it("says up front when this server takes no payments", async () => {
    renderBilling(<SubscribePage />, { subscription: noSubscription({ billingAvailable: false }) });
    expect(await screen.findByRole("status")).toHaveTextContent(/pagamentos não estão disponíveis/);
    expect(within(card("Premium")).getByRole("button", { name: "Assinar Premium" })).toBeDisabled();
  });

  it("keeps past receipts reachable after the subscription ended", async () => {
    renderBilling(<SubscribePage />, {
      subscription: noSubscription({ state: "canceled", source: "subscription", invoices: [anInvoice()] }),
    });
    const region = await subscriptionCard();
    expect(within(region).getByText("Encerrada")).toBeInTheDocument();
    expect(within(region).getByRole("link", { name: /Recibo/ })).toBeInTheDocument();
    expect(within(region).queryByRole("button", { name: "Cancelar assinatura" })).not.toBeInTheDocument();
    expect(within(card("Premium")).getByRole("button", { name: "Assinar Premium" })).toBeInTheDocument();
  });
});

describe("SubscribePage for a Premium subscriber", () => {
  it("shows 'Minha assinatura' with the status, next charge and invoices instead of the buy button", async () => {
    renderBilling(<SubscribePage />, {
      user: premiumUser,
      subscription: aSubscription({
        invoices: [
          anInvoice({ id: "in_2", createdAt: "2026-11-22T15:00:00.000Z" }),
          anInvoice({
            id: "in_1",
            createdAt: "2026-10-22T15:00:00.000Z",
            status: "refunded",
            receiptUrl: null,
          }),
        ],
      }),
    });
    const region = await subscriptionCard();
    expect(within(region).getByText("Ativa")).toBeInTheDocument();
    expect(within(region).getByText("Premium · R$ 9,90/mês")).toBeInTheDocument();
    expect(within(region).getByText("Próxima cobrança").nextSibling).toHaveTextContent(
      "R$ 9,90 em 22/12/2026",
    );
    expect(document.title).toBe("Minha assinatura · ChefZap");
    expect(screen.queryByRole("button", { name: "Assinar Premium" })).not.toBeInTheDocument();
    expect(within(card("Premium")).getByText("Seu plano atual")).toBeInTheDocument();

    const rows = within(within(region).getByRole("table", { name: "Faturas da assinatura" })).getAllByRole(
      "row",
    );
    expect(rows.map((row) => row.textContent)).toEqual([
      "DataValorSituaçãoRecibo",
      expect.stringMatching(/^22\/11\/2026R\$\s9,90PagaRecibo/),
      expect.stringMatching(/^22\/10\/2026R\$\s9,90Reembolsada$/),
    ]);
    expect(within(rows[1]!).getByRole("link", { name: /Recibo/ })).toHaveAttribute(
      "href",
      "https://pay.example.com/receipts/in_1",
    );
  });

  it("cancels after a confirmation that states the end date, then offers to resume", async () => {
    const user = userEvent.setup();
    let info = aSubscription();
    const { fetchMock } = renderBilling(<SubscribePage />, {
      user: premiumUser,
      subscription: () => info,
      routes: {
        "POST /api/billing/cancel": () => {
          info = aSubscription({ cancelAtPeriodEnd: true });
          return { body: info };
        },
        "POST /api/billing/resume": () => {
          info = aSubscription();
          return { body: info };
        },
      },
    });
    const region = await subscriptionCard();
    await user.click(within(region).getByRole("button", { name: "Cancelar assinatura" }));
    const dialog = await screen.findByRole("dialog", { name: "Cancelar a assinatura Premium?" });
    expect(dialog).toHaveTextContent("Você continua com o Premium até 22/12/2026");
    await user.click(within(dialog).getByRole("button", { name: "Cancelar assinatura" }));

    expect(await within(region).findByText("Cancelada — Premium até 22/12/2026")).toBeInTheDocument();
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(sentBodies(fetchMock, "POST /api/billing/cancel")).toHaveLength(1);
    expect(within(region).queryByText("Próxima cobrança")).not.toBeInTheDocument();
    expect(await screen.findByText(/O Premium continua até 22\/12\/2026/)).toBeInTheDocument();

    await user.click(within(region).getByRole("button", { name: "Retomar assinatura" }));
    expect(await within(region).findByText("Ativa")).toBeInTheDocument();
    expect(within(region).getByRole("button", { name: "Cancelar assinatura" })).toBeInTheDocument();
    expect(sentBodies(fetchMock, "POST /api/billing/resume")).toHaveLength(1);
  });

  it("keeps the dialog open with the server's message when cancelling fails", async () => {
    const user = userEvent.setup();
    renderBilling(<SubscribePage />, {
      user: premiumUser,
      subscription: aSubscription(),
      routes: {
        "POST /api/billing/cancel": {
          status: 404,
          body: { error: "no_subscription", message: "Você ainda não tem uma assinatura Premium." },
        },
      },
    });
    await user.click(within(await subscriptionCard()).getByRole("button", { name: "Cancelar assinatura" }));
    const dialog = await screen.findByRole("dialog");
    await user.click(within(dialog).getByRole("button", { name: "Cancelar assinatura" }));
    expect(await within(dialog).findByRole("alert")).toHaveTextContent(
      "Você ainda não tem uma assinatura Premium.",
    );
  });

  it("opens the provider's portal for the card and invoices", async () => {
    const user = userEvent.setup();
    const url = "https://billing.example.com/p/session_1";
    renderBilling(<SubscribePage />, {
      user: premiumUser,
      subscription: aSubscription(),
      routes: { "POST /api/billing/portal": { body: { url } } },
    });
    await user.click(
      within(await subscriptionCard()).getByRole("button", { name: "Gerenciar cartão e faturas" }),
    );
    await waitFor(() => expect(leaveForProvider).toHaveBeenCalledWith(url));
  });

  it("says how long Premium is kept while a payment is pending", async () => {
    renderBilling(<SubscribePage />, {
      user: premiumUser,
      subscription: aSubscription({ state: "past_due", graceUntil: "2026-12-29T15:00:00.000Z" }),
    });
    const region = await subscriptionCard();
    expect(
      within(region).getByText("Pagamento pendente — Premium mantido até 29/12/2026"),
    ).toBeInTheDocument();
    expect(within(region).getByText(/Atualize o cartão/)).toBeInTheDocument();
    expect(within(region).getByRole("button", { name: "Gerenciar cartão e faturas" })).toBeInTheDocument();
  });

  it("shows a grant by the team without charges to cancel", async () => {
    renderBilling(<SubscribePage />, {
      user: premiumUser,
      subscription: aSubscription({ source: "manual", state: "none", currentPeriodEnd: null, invoices: [] }),
    });
    const region = await subscriptionCard();
    expect(within(region).getByText("Concedida pela equipe")).toBeInTheDocument();
    expect(within(region).queryByText("Próxima cobrança")).not.toBeInTheDocument();
    expect(within(region).queryByRole("button")).not.toBeInTheDocument();
  });
});
