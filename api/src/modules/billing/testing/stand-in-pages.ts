import type { StandInBilling } from "./stand-in-billing.ts";
import type { StandInEvent, StandInState, StripeObject } from "./stand-in-state.ts";

export type PageReply =
  { status: number; html: string } | { status: 303; location: string; after?: StandInEvent[] };

const escape = (value: unknown) => String(value).replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** "R$ 9,90" with a plain space, as a person types it when looking for the button. */
export const brl = (centavos: number) =>
  new Intl.NumberFormat("pt-BR", { style: "currency", currency: "BRL" })
    .format(centavos / 100)
    .replace(/\s/g, " ");

function page(title: string, body: string): string {
  return `<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escape(title)}</title>
<style>body{font-family:system-ui,sans-serif;max-width:28rem;margin:3rem auto;padding:0 1rem;color:#222}button{font-size:1.1rem;padding:.7rem 1.2rem;border-radius:.5rem;border:0;background:#635bff;color:#fff;cursor:pointer}a{color:#635bff}</style>
</head><body><p><small>Ambiente de teste do Stripe (simulação local)</small></p>${body}</body></html>`;
}

/**
 * The hosted pages a user sees: Checkout, whose "Pagar" button starts the subscription and sends the
 * user back to success_url, and a small customer portal to cancel or resume.
 */
export function createStandInPages(state: StandInState, billing: StandInBilling) {
  function checkout(id: string): PageReply {
    const session = state.get(id, "checkout.session");
    if (!session) return { status: 404, html: page("Não encontrado", "<h1>Sessão não encontrada</h1>") };
    if (session.status === "expired")
      return {
        status: 410,
        html: page(
          "Sessão expirada",
          `<h1>Esta página de pagamento expirou</h1><p><a href="${escape(session.cancel_url)}">Voltar</a></p>`,
        ),
      };
    const price = state.get(String(session.price), "price")!;
    const amount = brl(Number(price.unit_amount));
    return {
      status: 200,
      html: page(
        "Checkout",
        `<h1>ChefZap Premium</h1><p>${escape(amount)} por mês</p>
<form method="post" action="/checkout/${escape(id)}/pay"><button type="submit">Pagar ${escape(amount)}</button></form>
<p><a href="${escape(session.cancel_url)}">Voltar</a></p>`,
      ),
    };
  }

  function pay(id: string): PageReply {
    const session = state.get(id, "checkout.session");
    if (!session || session.status !== "open")
      return { status: 409, html: page("Sessão encerrada", "<h1>Esta sessão já foi usada</h1>") };
    const after = billing.completeCheckout(session);
    const location = String(session.success_url).replace("{CHECKOUT_SESSION_ID}", id);
    return { status: 303, location, after };
  }

  function subscriptionOf(portal: StripeObject) {
    return state
      .list("subscription", (s) => s.customer === portal.customer && s.status !== "canceled")
      .at(-1);
  }

  function portal(id: string): PageReply {
    const session = state.get(id, "billing_portal.session");
    if (!session) return { status: 404, html: page("Não encontrado", "<h1>Portal não encontrado</h1>") };
    const sub = subscriptionOf(session);
    const action = sub?.cancel_at_period_end ? "resume" : "cancel";
    const label = action === "resume" ? "Retomar assinatura" : "Cancelar assinatura";
    const body = sub
      ? `<p>Assinatura: ${escape(sub.status)}${sub.cancel_at_period_end ? " (cancelada ao fim do período)" : ""}</p>
<form method="post" action="/portal/${escape(id)}/${action}"><button type="submit">${label}</button></form>`
      : "<p>Nenhuma assinatura ativa.</p>";
    return {
      status: 200,
      html: page(
        "Portal",
        `<h1>Sua assinatura</h1>${body}<p><a href="${escape(session.return_url)}">Voltar ao ChefZap</a></p>`,
      ),
    };
  }

  function portalAction(id: string, cancel: boolean): PageReply {
    const session = state.get(id, "billing_portal.session");
    const sub = session && subscriptionOf(session);
    if (!sub) return { status: 404, html: page("Não encontrado", "<h1>Nada a mudar</h1>") };
    return { status: 303, location: `/portal/${id}`, after: billing.setCancelAtPeriodEnd(sub.id, cancel) };
  }

  return function handle(method: string, path: string): PageReply | undefined {
    const [, kind, id, action] =
      /^\/(checkout|portal|invoices|receipts)\/([^/]+)(?:\/([a-z]+))?$/.exec(path) ?? [];
    if (!kind || !id) return undefined;
    if (kind === "checkout") return method === "POST" && action === "pay" ? pay(id) : checkout(id);
    if (kind === "portal")
      return method === "POST" && action ? portalAction(id, action === "cancel") : portal(id);
    return { status: 200, html: page("Recibo", `<h1>Recibo</h1><p>${escape(id)}</p>`) };
  };
}
