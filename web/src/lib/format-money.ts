import { formatCentsBRL } from "./pt-br-format";

/** Integer centavos to pt-BR money: 990 → "R$ 9,90" (a no-break space after R$, as Intl writes it). */
export const formatCents = (cents: number): string => formatCentsBRL(cents);
