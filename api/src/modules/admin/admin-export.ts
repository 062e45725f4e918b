import type { AdminPayment, AdminUserComplete } from "@chefzap/shared";
import { CSV_BOM, csvLine, reais } from "./csv.ts";

/** Dates as Excel pt-BR reads them (22/11/2026 14:05), in Brazil's time. */
const dateTime = new Intl.DateTimeFormat("pt-BR", {
  timeZone: "America/Sao_Paulo",
  dateStyle: "short",
  timeStyle: "short",
});
const when = (value: string | null) => (value ? dateTime.format(new Date(value)).replace(",", "") : "");

const PLAN = { free: "Gratuito", premium: "Premium" } as const;
const STATUS = { active: "Ativo", inactive: "Inativo" } as const;

/** No password hash, token or fingerprint is ever read for the export: the rows come without them. */
export async function* usersCsv(batches: AsyncIterable<AdminUserComplete[]>): AsyncIterable<string> {
  yield (
    CSV_BOM +
    csvLine([
      "ID",
      "E-mail",
      "Usuário",
      "Nome",
      "Sobrenome",
      "Nome completo",
      "WhatsApp",
      "Plano",
      "Situação",
      "Cadastro",
      "Último acesso",
      "Receitas gratuitas usadas",
      "Receitas geradas",
      "Total pago (R$)",
      "Próxima cobrança",
      "Forma de pagamento",
    ])
  );
  for await (const batch of batches) {
    yield batch
      .map((u) =>
        csvLine([
          u.id,
          u.email,
          u.username,
          u.firstName,
          u.lastName,
          u.name,
          u.whatsapp,
          PLAN[u.plan],
          STATUS[u.status],
          when(u.createdAt),
          when(u.lastLoginAt),
          u.freeRecipesCount,
          u.recipesGenerated,
          reais(u.totalPaid),
          when(u.nextBillingDate),
          u.paymentMethod,
        ]),
      )
      .join("");
  }
}

const PAYMENT_STATUS = {
  succeeded: "Pago",
  failed: "Falhou",
  refunded: "Reembolsado",
  open: "Em aberto",
} as const;

export async function* paymentsCsv(batches: AsyncIterable<AdminPayment[]>): AsyncIterable<string> {
  yield (
    CSV_BOM +
    csvLine([
      "ID",
      "ID do pagamento (Stripe)",
      "E-mail",
      "ID do usuário",
      "Valor (R$)",
      "Reembolsado (R$)",
      "Moeda",
      "Forma de pagamento",
      "Situação",
      "Plano",
      "Ciclo",
      "Próxima cobrança",
      "Data",
    ])
  );
  for await (const batch of batches) {
    yield batch
      .map((p) =>
        csvLine([
          p.id,
          p.stripePaymentId,
          p.userEmail ?? "conta excluída",
          p.userId,
          reais(p.amount),
          reais(p.refundedAmount),
          p.currency.toUpperCase(),
          p.paymentMethod,
          PAYMENT_STATUS[p.status],
          p.subscriptionType,
          p.billingCycle,
          when(p.nextBillingDate),
          when(p.createdAt),
        ]),
      )
      .join("");
  }
}
