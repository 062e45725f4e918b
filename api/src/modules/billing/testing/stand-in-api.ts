import type { Params } from "./form-params.ts";
import type { StandInBilling } from "./stand-in-billing.ts";
import type { StandInEvent, StandInState } from "./stand-in-state.ts";
import { seconds } from "./stand-in-state.ts";

export interface ApiReply {
  status: number;
  body: unknown;
}

type Handler = (id: string, params: Params) => ApiReply;

const ok = (body: unknown): ApiReply => ({ status: 200, body: structuredClone(body) });
const missing = (id: string): ApiReply => ({
  status: 404,
  body: {
    error: { type: "invalid_request_error", code: "resource_missing", message: `No such object: '${id}'` },
  },
});
const invalid = (message: string): ApiReply => ({
  status: 400,
  body: { error: { type: "invalid_request_error", message } },
});

const text = (value: unknown) => (typeof value === "string" ? value : undefined);
const record = (value: unknown) =>
  value && typeof value === "object" ? (value as Record<string, string>) : {};

/**
 * The part of Stripe's REST API the billing module and its setup script call, answering Stripe's JSON.
 * Changes raise events, handed to `raised` (the server delivers them after answering, as Stripe does).
 */
export function createStandInApi(
  state: StandInState,
  billing: StandInBilling,
  pagesBase: () => string,
  raised: (events: StandInEvent[]) => void,
) {
  const now = () => seconds(state.clock.now());
  const read =
    (object: string): Handler =>
    (id) => {
      const found = state.get(id, object);
      return found ? ok(found) : missing(id);
    };

  const create: Record<string, (params: Params) => ApiReply> = {
    customers: (p) =>
      ok(
        state.put({
          id: state.newId("cus"),
          object: "customer",
          email: text(p.email) ?? null,
          name: text(p.name) ?? null,
          metadata: record(p.metadata),
          created: now(),
        }),
      ),
    products: (p) =>
      ok(state.put({ id: state.newId("prod"), object: "product", name: text(p.name) ?? "", active: true })),
    prices: (p) => {
      if (p.transfer_lookup_key === "true")
        for (const other of state.list("price", (price) => price.lookup_key === p.lookup_key))
          other.lookup_key = null;
      return ok(
        state.put({
          id: state.newId("price"),
          object: "price",
          product: text(p.product) ?? null,
          currency: text(p.currency) ?? "brl",
          unit_amount: Number(p.unit_amount),
          recurring: {
            interval: text(record(p.recurring).interval) ?? "month",
            interval_count: Number(record(p.recurring).interval_count ?? 1),
          },
          lookup_key: text(p.lookup_key) ?? null,
          active: true,
        }),
      );
    },
    "checkout/sessions": (p) => {
      const items = (Array.isArray(p.line_items) ? p.line_items : []) as Params[];
      const price = text(items[0]?.price);
      if (p.mode !== "subscription") return invalid("mode must be subscription");
      if (!price || !state.get(price, "price")) return invalid(`No such price: '${price}'`);
      if (!state.get(text(p.customer) ?? "", "customer")) return invalid("No such customer");
      if (!text(p.success_url) || !text(p.cancel_url))
        return invalid("success_url and cancel_url are required");
      const id = state.newId("cs_test");
      return ok(
        state.put({
          id,
          object: "checkout.session",
          mode: "subscription",
          status: "open",
          payment_status: "unpaid",
          customer: p.customer,
          client_reference_id: text(p.client_reference_id) ?? null,
          metadata: record(p.metadata),
          subscription: null,
          success_url: p.success_url,
          cancel_url: p.cancel_url,
          locale: text(p.locale) ?? null,
          url: `${pagesBase()}/checkout/${id}`,
          price,
          subscription_metadata: record(record(p.subscription_data).metadata),
        }),
      );
    },
    refunds: (p) => {
      const intent = state.get(text(p.payment_intent) ?? "", "payment_intent");
      if (!intent) return invalid(`No such payment_intent: '${text(p.payment_intent)}'`);
      const charge = state.get(String(intent.latest_charge), "charge")!;
      if (charge.refunded)
        return {
          status: 400,
          body: {
            error: {
              type: "invalid_request_error",
              code: "charge_already_refunded",
              message: `Charge ${charge.id} has already been refunded.`,
            },
          },
        };
      const amount = p.amount === undefined ? undefined : Number(p.amount);
      const { refund, events } = billing.refundPayment(intent.id, { amount, reason: text(p.reason) });
      raised(events);
      return ok(refund);
    },
    "billing_portal/sessions": (p) => {
      if (!state.get(text(p.customer) ?? "", "customer")) return invalid("No such customer");
      const id = state.newId("bps");
      return ok(
        state.put({
          id,
          object: "billing_portal.session",
          customer: p.customer,
          return_url: text(p.return_url) ?? null,
          url: `${pagesBase()}/portal/${id}`,
        }),
      );
    },
  };

  const routes: Array<[string, RegExp, Handler]> = [
    ["GET", /^\/v1\/customers\/([^/]+)$/, read("customer")],
    ["GET", /^\/v1\/prices\/([^/]+)$/, read("price")],
    ["GET", /^\/v1\/checkout\/sessions\/([^/]+)$/, read("checkout.session")],
    ["GET", /^\/v1\/subscriptions\/([^/]+)$/, read("subscription")],
    ["GET", /^\/v1\/invoices\/([^/]+)$/, read("invoice")],
    ["GET", /^\/v1\/charges\/([^/]+)$/, read("charge")],
    [
      "GET",
      /^\/v1\/payment_intents\/([^/]+)$/,
      (id, p) => {
        const intent = state.get(id, "payment_intent");
        if (!intent) return missing(id);
        const expand = (Array.isArray(p.expand) ? p.expand : []) as unknown[];
        const charge = state.get(String(intent.latest_charge));
        return ok(expand.includes("latest_charge") ? { ...intent, latest_charge: charge } : intent);
      },
    ],
    [
      "GET",
      /^\/v1\/checkout\/sessions$/,
      (_id, p) => {
        const data = state.list(
          "checkout.session",
          (s) => (!p.customer || s.customer === p.customer) && (!p.status || s.status === p.status),
        );
        return ok({ object: "list", data: data.reverse(), has_more: false, url: "/v1/checkout/sessions" });
      },
    ],
    [
      "POST",
      /^\/v1\/checkout\/sessions\/([^/]+)\/expire$/,
      (id) => {
        const session = state.get(id, "checkout.session");
        if (!session) return missing(id);
        if (session.status !== "open")
          return invalid('Only Checkout Sessions with a status in ["open"] can be expired.');
        raised(billing.expireCheckout(session));
        return ok(session);
      },
    ],
    [
      "GET",
      /^\/v1\/prices$/,
      (_id, p) => {
        const keys = (Array.isArray(p.lookup_keys) ? p.lookup_keys : []) as string[];
        const data = state.list(
          "price",
          (price) => keys.length === 0 || keys.includes(String(price.lookup_key)),
        );
        return ok({ object: "list", data, has_more: false, url: "/v1/prices" });
      },
    ],
    [
      "POST",
      /^\/v1\/subscriptions\/([^/]+)$/,
      (id, p) => {
        if (!state.get(id, "subscription")) return missing(id);
        if (p.cancel_at_period_end !== undefined)
          raised(billing.setCancelAtPeriodEnd(id, p.cancel_at_period_end === "true"));
        return ok(state.get(id));
      },
    ],
    [
      "DELETE",
      /^\/v1\/subscriptions\/([^/]+)$/,
      (id) => {
        if (!state.get(id, "subscription")) return missing(id);
        raised(billing.cancelNow(id));
        return ok(state.get(id));
      },
    ],
  ];

  return function handle(method: string, path: string, params: Params): ApiReply {
    const creating = method === "POST" && /^\/v1\/(.+)$/.exec(path)?.[1];
    if (creating && create[creating]) return create[creating](params);
    for (const [verb, pattern, handler] of routes) {
      const match = verb === method ? pattern.exec(path) : null;
      if (match) return handler(match[1] ?? "", params);
    }
    return {
      status: 404,
      body: {
        error: { type: "invalid_request_error", message: `Unrecognized request URL (${method}: ${path})` },
      },
    };
  };
}

export type StandInApi = ReturnType<typeof createStandInApi>;
