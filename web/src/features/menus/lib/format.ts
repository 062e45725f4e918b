import { formatNumber } from "@/lib/pt-br-format";

/** 1850 → "1.850". */
export const formatInteger = (value: number) => formatNumber(value, { maximumFractionDigits: 0 });

/** 70.5 → "70,5"; 70 → "70". */
export const formatDecimal = (value: number) => formatNumber(value, { maximumFractionDigits: 1 });

/** The catalogue names foods in lower case ("frango"); a card starts with a capital. */
export const capitalize = (text: string) => text.charAt(0).toLocaleUpperCase("pt-BR") + text.slice(1);
