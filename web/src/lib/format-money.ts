const brl = new Intl.NumberFormat("pt-BR", { style: "currency", currency: "BRL" });

/** Integer centavos to pt-BR money: 990 → "R$ 9,90" (Intl puts a no-break space after R$). */
export function formatCents(cents: number): string {
  return brl.format(cents / 100);
}
