import type { InvoiceStatus, SubscriptionInfo } from "@chefzap/shared";
import { formatDate } from "@/lib/format-date";

/** How the status badge looks: green when all is well, saffron when it ends or needs a card. */
export type StatusTone = "ok" | "ending" | "attention" | "neutral";

export interface SubscriptionStatus {
  label: string;
  tone: StatusTone;
  /** One sentence of what it means for the cook, when the label alone does not say it. */
  detail?: string;
}

const until = (iso: string | null) => (iso ? ` até ${formatDate(iso)}` : "");

const paymentPending = ({ state }: SubscriptionInfo) => state === "past_due" || state === "unpaid";

function premiumStatus(info: SubscriptionInfo): SubscriptionStatus {
  if (info.source === "manual") {
    return {
      label: "Concedida pela equipe",
      tone: "ok",
      detail: "O Premium desta conta foi liberado pela equipe do ChefZap. Nada é cobrado no seu cartão.",
    };
  }
  if (paymentPending(info)) {
    return {
      label: `Pagamento pendente — Premium mantido${until(info.graceUntil)}`,
      tone: "attention",
      detail: "A última cobrança não foi aprovada. Atualize o cartão para continuar com o Premium.",
    };
  }
  if (info.cancelAtPeriodEnd) {
    return {
      label: `Cancelada — Premium${until(info.currentPeriodEnd)}`,
      tone: "ending",
      detail: "Nada mais será cobrado. Até essa data, você ainda pode retomar a assinatura.",
    };
  }
  return { label: "Ativa", tone: "ok" };
}

function freeStatus(info: SubscriptionInfo): SubscriptionStatus {
  if (info.state === "incomplete") {
    return {
      label: "Pagamento não concluído",
      tone: "attention",
      detail: "O primeiro pagamento não foi confirmado e nada foi cobrado. Você pode assinar de novo.",
    };
  }
  if (info.state === "none") return { label: "Sem assinatura", tone: "neutral" };
  return { label: "Encerrada", tone: "neutral", detail: "Sua conta voltou para o plano Grátis." };
}

/** The subscription in the cook's words (spec: Premium cancelled keeps going to the end of the period). */
export function subscriptionStatus(info: SubscriptionInfo): SubscriptionStatus {
  return info.plan === "premium" ? premiumStatus(info) : freeStatus(info);
}

/** The date and amount of the next charge, or null when none is coming (cancelled, granted, free). */
export function nextCharge(info: SubscriptionInfo): { date: string; amountCents: number } | null {
  const renewing = info.state === "active" || info.state === "trialing";
  if (info.plan !== "premium" || info.source !== "subscription" || !renewing) return null;
  if (info.cancelAtPeriodEnd || !info.currentPeriodEnd) return null;
  return { date: info.currentPeriodEnd, amountCents: info.amountCents };
}

export const invoiceStatusLabels: Record<InvoiceStatus, string> = {
  paid: "Paga",
  failed: "Não aprovada",
  refunded: "Reembolsada",
  open: "Em aberto",
};

/** A paid subscription the cook can cancel here (an operator's grant is not theirs to cancel). */
export const canCancel = (info: SubscriptionInfo) =>
  info.plan === "premium" && info.source === "subscription" && !info.cancelAtPeriodEnd;

export const canResume = (info: SubscriptionInfo) =>
  info.plan === "premium" && info.source === "subscription" && info.cancelAtPeriodEnd;

/** The portal holds the card on file and every invoice: worth opening once anything was ever paid. */
export const canOpenPortal = (info: SubscriptionInfo) =>
  info.billingAvailable && (info.source === "subscription" || info.invoices.length > 0);
