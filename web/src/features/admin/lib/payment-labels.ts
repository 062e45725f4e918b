import type { AdminPayment } from "@chefzap/shared";

export const paymentStatusLabels: Record<AdminPayment["status"], string> = {
  succeeded: "Pago",
  failed: "Falhou",
  refunded: "Reembolsado",
  open: "Em aberto",
};

const methods: Record<string, string> = { card: "Cartão", pix: "Pix", boleto: "Boleto" };

export const paymentMethodLabel = (method: string | null) => (method ? (methods[method] ?? method) : "—");
