/** Integer centavos to pt-BR money: 990 → "R$ 9,90" (a no-break space after R$, as Intl writes it). */
export { formatCentsBRL as formatCents } from "./pt-br-format";
