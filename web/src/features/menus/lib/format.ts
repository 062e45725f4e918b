const integer = new Intl.NumberFormat("pt-BR", { maximumFractionDigits: 0 });
const decimal = new Intl.NumberFormat("pt-BR", { maximumFractionDigits: 1 });

/** 1850 → "1.850". */
export const formatInteger = (value: number) => integer.format(value);

/** 70.5 → "70,5"; 70 → "70". */
export const formatDecimal = (value: number) => decimal.format(value);

/** The catalogue names foods in lower case ("frango"); a card starts with a capital. */
export const capitalize = (text: string) => text.charAt(0).toLocaleUpperCase("pt-BR") + text.slice(1);
