import { z } from "zod";
import { planSchema } from "./user.ts";

/** Where a Premium plan comes from: a paid subscription, an operator's grant (`plan:set`), or nowhere. */
export const planSourceSchema = z.enum(["none", "subscription", "manual"]);
export type PlanSource = z.infer<typeof planSourceSchema>;

/** A subscription's state as the payment provider reports it, normalised ("none": never subscribed). */
export const subscriptionStateSchema = z.enum([
  "none",
  "incomplete",
  "trialing",
  "active",
  "past_due",
  "canceled",
  "unpaid",
]);
export type SubscriptionState = z.infer<typeof subscriptionStateSchema>;

export const invoiceStatusSchema = z.enum(["paid", "failed", "refunded", "open"]);
export type InvoiceStatus = z.infer<typeof invoiceStatusSchema>;

export const invoiceSchema = z.object({
  id: z.string().max(64),
  amountCents: z.number().int().nonnegative(),
  currency: z.string().max(3),
  status: invoiceStatusSchema,
  /** "card", "boleto", "pix"… as the provider names the method; null when unknown. */
  method: z.string().max(32).nullable(),
  /** ISO date of the charge (or of the failed attempt). */
  createdAt: z.string(),
  /** The provider's hosted receipt, when there is one. */
  receiptUrl: z.string().url().max(2000).nullable(),
});
export type Invoice = z.infer<typeof invoiceSchema>;

/** GET /api/billing/subscription, and the payload of the "billing:updated" socket event. */
export const subscriptionInfoSchema = z.object({
  /** The plan the user has now: what every entitlement check answers from. */
  plan: planSchema,
  source: planSourceSchema,
  state: subscriptionStateSchema,
  /** True when cancelled by the user: Premium stays until `currentPeriodEnd`, then ends. */
  cancelAtPeriodEnd: z.boolean(),
  /** ISO: end of the paid period (the next charge, unless cancelled). */
  currentPeriodEnd: z.string().nullable(),
  /** ISO: while a payment failed, Premium is kept until this moment. */
  graceUntil: z.string().nullable(),
  amountCents: z.number().int().nonnegative(),
  currency: z.string().max(3),
  /** Newest first, at most 24. */
  invoices: z.array(invoiceSchema).max(24),
  /** False when no payment provider is configured: checkout and portal answer 503 billing_unavailable. */
  billingAvailable: z.boolean(),
});
export type SubscriptionInfo = z.infer<typeof subscriptionInfoSchema>;

/** POST /api/billing/checkout and POST /api/billing/portal answer a page of the provider to go to. */
export const billingRedirectSchema = z.object({ url: z.string().url().max(2000) });
export type BillingRedirect = z.infer<typeof billingRedirectSchema>;
