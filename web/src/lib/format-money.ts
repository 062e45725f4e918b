// Made on first use: the first Intl formatter of a page costs several milliseconds on a phone, which
// pages that show no price should not pay while they load.
let brl: Intl.NumberFormat | undefined;

/** Integer centavos to pt-BR money: 990 → "R$ 9,90" (Intl puts a no-break space after R$). */
export function formatCents(cents: number): string {
  brl ??= new Intl.NumberFormat("pt-BR", { style: "currency", currency: "BRL" });
  return brl.format(cents / 100);
}
