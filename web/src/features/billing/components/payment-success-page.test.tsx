import { act, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { aSubscription, noSubscription } from "@/test/billing-factories";
import { aUser } from "@/test/factories";
import { fakeSocketModule, serverEmits } from "@/test/fake-socket";
import { userQueryKey } from "@/lib/session";
import { CONFIRM_POLL_MS, CONFIRM_TIMEOUT_MS } from "../hooks/use-payment-confirmation";
import { renderBilling } from "../test/render-billing";
import { PaymentCancelledPage } from "./payment-cancelled-page";
import { PaymentSuccessPage } from "./payment-success-page";

vi.mock("@/lib/socket", () => fakeSocketModule);

const RETURN = "/subscribe/sucesso?session_id=cs_test_42";
const heading = () => screen.getByRole("heading", { level: 1 });
const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
const fakeClock = () =>
  vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "setInterval", "clearInterval", "Date"] });
const subscriptionReads = (fetchMock: ReturnType<typeof renderBilling>["fetchMock"]) =>
  fetchMock.mock.calls.filter(([input]) => String(input).includes("/api/billing/subscription")).length;

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("PaymentSuccessPage", () => {
  it("turns to 'Premium ativado!' as soon as the server pushes the new plan", async () => {
    let plan: "free" | "premium" = "free";
    const { queryClient, fetchMock } = renderBilling(<PaymentSuccessPage />, {
      user: () => aUser({ plan }),
      subscription: noSubscription(),
      path: RETURN,
    });
    expect(await screen.findByRole("heading", { name: "Confirmando seu pagamento…" })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe("Confirmando pagamento · ChefZap"));
    // Signed in and listening: the first read went out, and the socket's listener is attached.
    await vi.waitFor(() => expect(subscriptionReads(fetchMock)).toBe(1));
    await act(() => Promise.resolve());

    plan = "premium";
    act(() => serverEmits("billing:updated", aSubscription()));
    expect(await screen.findByRole("heading", { name: "Premium ativado!" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Gerar uma receita" })).toHaveAttribute("href", "/#ingredientes");
    expect(screen.getByRole("link", { name: "Ir para o painel" })).toHaveAttribute("href", "/dashboard");
    await waitFor(() => expect(document.title).toBe("Premium ativado · ChefZap"));
    // The header and every Premium gate read the user again.
    await vi.waitFor(() => expect(queryClient.getQueryData(userQueryKey)).toMatchObject({ plan: "premium" }));
  });

  it("says 'Premium ativado!' at once when the webhook came before the page, and asks no more", async () => {
    fakeClock();
    const { fetchMock } = renderBilling(<PaymentSuccessPage />, {
      user: aUser({ plan: "premium" }),
      subscription: aSubscription(),
      path: RETURN,
    });
    await vi.waitFor(() => expect(heading()).toHaveTextContent("Premium ativado!"));
    expect(screen.queryByText(/Isso costuma levar/)).not.toBeInTheDocument();
    const reads = subscriptionReads(fetchMock);
    expect(reads).toBe(1);
    await advance(CONFIRM_POLL_MS * 3);
    expect(subscriptionReads(fetchMock)).toBe(reads);
  });

  it("also learns of Premium by asking every 3 s when no push arrives", async () => {
    fakeClock();
    let info = noSubscription();
    const { fetchMock } = renderBilling(<PaymentSuccessPage />, {
      subscription: () => info,
      path: RETURN,
    });
    await advance(0);
    expect(heading()).toHaveTextContent("Confirmando seu pagamento…");
    const before = subscriptionReads(fetchMock);
    await advance(CONFIRM_POLL_MS);
    expect(subscriptionReads(fetchMock)).toBe(before + 1);

    info = aSubscription();
    await advance(CONFIRM_POLL_MS);
    // The answer's body is read outside the fake clock: give it a moment.
    await vi.waitFor(() => expect(heading()).toHaveTextContent("Premium ativado!"));
    const settled = subscriptionReads(fetchMock);
    await advance(CONFIRM_POLL_MS * 3);
    expect(subscriptionReads(fetchMock)).toBe(settled);
  });

  it("after two minutes stops asking and says the confirmation can take a few minutes", async () => {
    fakeClock();
    const { fetchMock } = renderBilling(<PaymentSuccessPage />, {
      subscription: noSubscription(),
      path: RETURN,
    });
    await advance(CONFIRM_TIMEOUT_MS);
    expect(heading()).toHaveTextContent("Seu pagamento está sendo confirmado");
    expect(screen.getByText(/pode levar alguns minutos/)).toHaveTextContent(/recibo por e-mail/);
    expect(screen.getByText(/informe o código cs_test_42/)).toBeInTheDocument();
    const reads = subscriptionReads(fetchMock);
    await advance(CONFIRM_POLL_MS * 5);
    expect(subscriptionReads(fetchMock)).toBe(reads);

    vi.useRealTimers();
    await userEvent.click(screen.getByRole("button", { name: "Verificar de novo" }));
    expect(await screen.findByRole("heading", { name: "Confirmando seu pagamento…" })).toBeInTheDocument();
    expect(subscriptionReads(fetchMock)).toBeGreaterThan(reads);
  });

  it("asks a signed-out visitor to sign in, to come back to the plans", async () => {
    renderBilling(<PaymentSuccessPage />, { user: null, path: RETURN });
    expect(await screen.findByRole("heading", { name: "Entre para ver sua assinatura" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Entrar" })).toHaveAttribute("href", "/auth");
  });
});

describe("PaymentCancelledPage", () => {
  it("says nothing was charged and leads back to the plans", async () => {
    renderBilling(<PaymentCancelledPage />, { path: "/subscribe/cancelado", subscription: noSubscription() });
    expect(screen.getByRole("heading", { name: "Pagamento não concluído" })).toBeInTheDocument();
    expect(screen.getByText("Nada foi cobrado no seu cartão.")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Voltar aos planos" })).toHaveAttribute("href", "/subscribe");
    expect(document.title).toBe("Pagamento não concluído · ChefZap");
  });
});
