import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import Stripe from "stripe";
import { PREMIUM_LOOKUP_KEY } from "../stripe/premium-price.ts";
import { STRIPE_API_VERSION } from "../stripe/stripe-provider.ts";
import { decodeParams, type Params } from "./form-params.ts";
import { createStandInApi } from "./stand-in-api.ts";
import { createStandInBilling } from "./stand-in-billing.ts";
import { createStandInPages } from "./stand-in-pages.ts";
import {
  createClock,
  StandInState,
  type StandInClock,
  type StandInEvent,
  type StripeObject,
} from "./stand-in-state.ts";

export type { StandInClock, StandInEvent, StripeObject };

export interface StripeStandInOptions {
  webhookSecret?: string;
  /** Where events are posted (the api's /api/billing/webhook); settable later. */
  webhookUrl?: string;
  /** Send a paid checkout's events this long after sending the user back (the page then waits); 0: before. */
  checkoutWebhookDelayMs?: number;
  /** Create the Premium price at start (as the setup script would); true by default. */
  withPrice?: boolean;
  clock?: StandInClock;
  port?: number;
  host?: string;
}

const stripeHelpers = new Stripe("sk_test_signing_only");

/**
 * A local Stripe for tests and browser journeys: the REST calls the billing module makes (form-encoded
 * in, Stripe's JSON out), hosted Checkout and portal pages, and signed webhooks delivered to the api.
 * Tests drive time and trouble through it: end a period (renewal paid or declined), retry a payment,
 * refund, replay an event, hold events and deliver them out of order, or take the API down.
 */
export async function startStripeStandIn(options: StripeStandInOptions = {}) {
  const webhookSecret = options.webhookSecret ?? "whsec_stand_in_secret";
  const clock = options.clock ?? createClock();
  const state = new StandInState(clock, STRIPE_API_VERSION);
  let base = "";
  let webhookUrl = options.webhookUrl;
  let down = false;
  let latencyMs = 0;
  let held: StandInEvent[] | undefined;
  let queue = Promise.resolve();
  const requests: Array<{ method: string; path: string; params: Params }> = [];
  const deliveries: Array<{ eventId: string; type: string; status: number }> = [];
  const idempotent = new Map<string, { status: number; body: unknown }>();
  const refusals: Refusal[] = [];

  function signed(event: StandInEvent | string, opts: { timestamp?: number; secret?: string } = {}) {
    const payload = typeof event === "string" ? event : JSON.stringify(event);
    const signature = stripeHelpers.webhooks.generateTestHeaderString({
      payload,
      secret: opts.secret ?? webhookSecret,
      ...(opts.timestamp !== undefined && { timestamp: opts.timestamp }),
    });
    return { payload, signature };
  }

  async function post(event: StandInEvent): Promise<number> {
    if (!webhookUrl) return 0;
    const { payload, signature } = signed(event);
    const res = await fetch(webhookUrl, {
      method: "POST",
      headers: { "content-type": "application/json", "stripe-signature": signature },
      body: payload,
    }).catch(() => undefined);
    await res?.arrayBuffer();
    deliveries.push({ eventId: event.id, type: event.type, status: res?.status ?? 0 });
    return res?.status ?? 0;
  }

  /** Delivered one at a time, in order, like a single Stripe endpoint; held ones wait for release(). */
  function deliver(events: StandInEvent[]): Promise<void> {
    if (held) {
      held.push(...events);
      return queue;
    }
    queue = queue.then(async () => {
      for (const event of events) await post(event);
    });
    return queue;
  }

  const billing = createStandInBilling(state, () => base);
  const api = createStandInApi(
    state,
    billing,
    () => base,
    (events) => void deliver(events),
  );
  const pages = createStandInPages(state, billing);

  function answerApi(req: IncomingMessage, res: ServerResponse, path: string, params: Params) {
    requests.push({ method: req.method!, path, params });
    const send = (reply: { status: number; body: unknown }) =>
      res
        .writeHead(reply.status, { "content-type": "application/json", "request-id": state.newId("req") })
        .end(JSON.stringify(reply.body));
    if (!/^Bearer sk_/.test(req.headers.authorization ?? ""))
      return send({
        status: 401,
        body: { error: { type: "invalid_request_error", message: "No API key provided." } },
      });
    if (down)
      return send({ status: 500, body: { error: { type: "api_error", message: "Stand-in outage." } } });
    const refusal = refusals.find((r) => r.times > 0 && r.method === req.method && r.path.test(path));
    if (refusal) {
      refusal.times -= 1;
      return send({ status: refusal.status, body: { error: refusal.error } });
    }
    const key = req.method === "POST" ? req.headers["idempotency-key"] : undefined;
    const known = typeof key === "string" ? idempotent.get(key) : undefined;
    const reply = known ?? api(req.method!, path, params);
    if (typeof key === "string" && reply.status === 200) idempotent.set(key, reply);
    send(reply);
  }

  async function answerPage(req: IncomingMessage, res: ServerResponse, path: string) {
    const reply = pages(req.method!, path);
    if (!reply) return void res.writeHead(404).end();
    if ("html" in reply)
      return void res.writeHead(reply.status, { "content-type": "text/html; charset=utf-8" }).end(reply.html);
    const delay = options.checkoutWebhookDelayMs ?? 0;
    if (reply.after && delay === 0) await deliver(reply.after);
    else if (reply.after) setTimeout(() => void deliver(reply.after!), delay);
    res.writeHead(303, { location: reply.location }).end();
  }

  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const url = new URL(req.url ?? "/", "http://stand-in");
      const params = decodeParams(
        [url.search.slice(1), Buffer.concat(chunks).toString("utf8")].filter(Boolean).join("&"),
      );
      const work = url.pathname.startsWith("/v1/")
        ? new Promise((resolve) => setTimeout(resolve, latencyMs)).then(() =>
            answerApi(req, res, url.pathname, params),
          )
        : answerPage(req, res, url.pathname);
      work.catch((error: unknown) => res.writeHead(500).end(String(error)));
    });
  });
  await new Promise<void>((resolve) =>
    server.listen(options.port ?? 0, options.host ?? "127.0.0.1", resolve),
  );
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  let priceId = "";
  if (options.withPrice ?? true) {
    const product = api("POST", "/v1/products", { name: "ChefZap Premium" }).body as StripeObject;
    const price = api("POST", "/v1/prices", {
      product: product.id,
      currency: "brl",
      unit_amount: "990",
      recurring: { interval: "month" },
      lookup_key: PREMIUM_LOOKUP_KEY,
    }).body as StripeObject;
    priceId = price.id;
  }

  const eventById = (id: string) => {
    const event = state.events.find((e) => e.id === id);
    if (!event) throw new Error(`stand-in: no event ${id}`);
    return event;
  };

  return {
    /** STRIPE_API_BASE for the api; the hosted pages live here too. */
    url: base,
    secretKey: "sk_test_stand_in",
    webhookSecret,
    priceId,
    clock,
    state,
    requests,
    deliveries,
    setWebhookUrl: (url: string | undefined) => void (webhookUrl = url),
    /** Every API call answers this much later (a slow Stripe). */
    setLatency: (ms: number) => void (latencyMs = ms),
    /** Every API call answers 500 while down (the client's own retry included). */
    setDown: (value: boolean) => void (down = value),
    /**
     * The next `times` calls matching `method` and `path` answer Stripe's error body `error` (a card
     * declined, a value refused) with `status`.
     */
    refuse(
      method: string,
      path: RegExp,
      error: Record<string, unknown>,
      opts: { status?: number; times?: number } = {},
    ) {
      refusals.push({ method, path, error, status: opts.status ?? 400, times: opts.times ?? 1 });
    },
    /** Stripe keeps idempotency keys for 24 hours: a retry after that is a new request. */
    forgetIdempotencyKeys: () => idempotent.clear(),
    /** From now on events wait; release() sends them, in order or reversed. */
    hold: () => void (held ??= []),
    release(order: "as-raised" | "reversed" = "as-raised"): Promise<void> {
      const events = held ?? [];
      held = undefined;
      return deliver(order === "reversed" ? [...events].reverse() : events);
    },
    /** Resolves once every event raised so far was delivered (or held). */
    settled: () => queue,
    /** What the "Pagar" button does; answers where the user is sent back to. */
    async pay(checkoutUrl: string): Promise<string> {
      const res = await fetch(`${checkoutUrl}/pay`, { method: "POST", redirect: "manual" });
      return res.headers.get("location") ?? "";
    },
    endPeriod: (subscriptionId: string, opts?: { declined?: boolean }) =>
      deliver(billing.endPeriod(subscriptionId, opts)),
    /** Stripe's retry of a failed renewal: paid this time, or declined again. */
    retryPayment: (subscriptionId: string, outcome: "paid" | "declined") =>
      deliver(billing.retryOpenInvoice(subscriptionId, outcome === "paid")),
    cancelNow: (subscriptionId: string) => deliver(billing.cancelNow(subscriptionId)),
    refund: (invoiceId: string, amount?: number) => deliver(billing.refund(invoiceId, amount)),
    /** Sends an event already delivered once more, freshly signed, as Stripe's retries do. */
    replay: (eventId: string) => post(eventById(eventId)),
    /** An event's body and Stripe-Signature header, for posting it by hand (stale, forged, twice at once). */
    signed: (eventId: string, opts?: { timestamp?: number; secret?: string }) =>
      signed(eventById(eventId), opts),
    /** Any body signed as Stripe signs (a body Stripe never sends, to see it refused). */
    signedBody: (body: string, opts?: { timestamp?: number }) => signed(body, opts),
    subscriptionOf(customerId: string): StripeObject | undefined {
      return state.list("subscription", (s) => s.customer === customerId).at(-1);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

interface Refusal {
  method: string;
  path: RegExp;
  status: number;
  error: Record<string, unknown>;
  times: number;
}

export type StripeStandIn = Awaited<ReturnType<typeof startStripeStandIn>>;
