import { billingRedirectSchema, subscriptionInfoSchema, type DomainErrorCode } from "@chefzap/shared";
import { z } from "zod";
import type { ZodOpenApiResponseObject } from "zod-openapi";
import { apiDocs, json, type OperationSpec } from "../../http/openapi/operation.ts";

const redirect = json("Endereço da página do provedor de pagamentos.", billingRedirectSchema);
const info = json("A assinatura como ficou.", subscriptionInfoSchema);

/** Calls that reach the provider: limited per account, and refused while payments are off. */
const stripeCall = (
  summary: string,
  ok: ZodOpenApiResponseObject,
  ...errors: DomainErrorCode[]
): OperationSpec => ({
  summary,
  access: "user",
  responses: { "200": ok },
  errors: ["billing_unavailable", "rate_limited", ...errors],
});

export const billingApiDocs = apiDocs(
  { name: "Assinatura", description: "Premium: checkout, portal, cancelamento e o webhook do provedor." },
  {
    "/billing/subscription": {
      get: { summary: "Plano, assinatura e faturas", access: "user", responses: { "200": info } },
    },
    "/billing/checkout": { post: stripeCall("Abre o checkout do Premium", redirect) },
    "/billing/portal": {
      post: stripeCall("Abre o portal do cliente (cartão, faturas)", redirect, "no_subscription"),
    },
    "/billing/cancel": { post: stripeCall("Cancela ao fim do período pago", info, "no_subscription") },
    "/billing/resume": { post: stripeCall("Desfaz o cancelamento", info, "no_subscription") },
    "/billing/webhook": {
      post: {
        summary: "Eventos do provedor de pagamentos (Stripe)",
        description:
          "Corpo cru, assinado no cabeçalho `Stripe-Signature`; chamado pelo provedor, não por clientes.",
        access: "public",
        responses: {
          "200": json(
            "Evento guardado (ou já visto).",
            z.object({ received: z.literal(true), outcome: z.string() }),
          ),
        },
        errors: ["validation_failed"],
      },
    },
  },
);
