// The first Intl formatter a page creates (NumberFormat, DateTimeFormat, ListFormat, toLocaleString)
// costs a phone 15–25 ms of main thread to load ICU's locale data, and modules that build one at top
// level pay it while the page loads. pt-BR numbers, dates and lists are simple enough to write by hand;
// pt-br-format.test.ts holds each function to Intl's own output.

export interface NumberOptions {
  minimumFractionDigits?: number;
  maximumFractionDigits?: number;
}

const MONTHS = [
  "janeiro",
  "fevereiro",
  "março",
  "abril",
  "maio",
  "junho",
  "julho",
  "agosto",
  "setembro",
  "outubro",
  "novembro",
  "dezembro",
];

/**
 * The shortest decimal digits that read back as `value` (what String() prints), with the number of them
 * before the decimal point: 1234.5 → ["12345", 4]; 1e-7 → ["1", -6]. ICU rounds these digits, not the
 * binary value, which is why 1.005 to two places is "1,01" in Intl and "1.00" with toFixed.
 */
function decimalDigits(value: number): [digits: string, integerLength: number] {
  const [mantissa = "", exponent = "0"] = String(value).split("e");
  const [whole = "", fraction = ""] = mantissa.split(".");
  let digits = whole + fraction;
  let integerLength = whole.length + Number(exponent);
  const leadingZeros = /^0*/.exec(digits)![0].length;
  digits = digits.slice(leadingZeros);
  integerLength -= leadingZeros;
  return [digits.replace(/0+$/, ""), integerLength];
}

/** Digit string of |value| rounded half away from zero to `places` decimals: "integer.fraction" parts. */
function roundDecimal(value: number, places: number): [integer: string, fraction: string] {
  const [digits, integerLength] = decimalDigits(value);
  const keep = integerLength + places;
  if (digits === "" || keep < 0) return ["0", "0".repeat(places)];
  let kept = digits.slice(0, keep).padEnd(keep, "0").split("").map(Number);
  if ((Number(digits[keep]) || 0) >= 5) {
    let i = kept.length - 1;
    while (i >= 0 && kept[i] === 9) kept[i--] = 0;
    if (i >= 0) kept[i]! += 1;
    else kept = [1, ...kept];
  }
  const text = kept.join("").padStart(places + 1, "0");
  const split = text.length - places;
  const integer = text.slice(0, split).replace(/^0+/, "") || "0";
  return [integer, text.slice(split)];
}

/** Thousands with ".": pt-BR groups from four digits on ("1.234"). */
function group(integer: string): string {
  return integer.replace(/\B(?=(\d{3})+$)/g, ".");
}

function unsigned(value: number, minimum: number, maximum: number): string {
  if (Number.isNaN(value)) return "NaN";
  if (!Number.isFinite(value)) return "∞";
  const [integer, fraction] = roundDecimal(value, maximum);
  const shown = fraction.slice(0, minimum) + fraction.slice(minimum).replace(/0+$/, "");
  return shown ? `${group(integer)},${shown}` : group(integer);
}

// Intl writes "-" for every negative, -0 and what rounds to 0 included ("-0"); NaN carries no sign.
const isNegative = (value: number) => value < 0 || Object.is(value, -0);

/** Like `new Intl.NumberFormat("pt-BR", options).format(value)`: 1234.5 → "1.234,5". */
export function formatNumber(value: number, options: NumberOptions = {}): string {
  const minimum = options.minimumFractionDigits ?? 0;
  const maximum = options.maximumFractionDigits ?? Math.max(minimum, 3);
  if (!(minimum >= 0 && maximum <= 100 && minimum <= maximum)) {
    throw new RangeError(`fraction digits out of range: ${minimum}–${maximum}`);
  }
  const text = unsigned(Math.abs(value), minimum, maximum);
  return isNegative(value) ? `-${text}` : text;
}

/** Integer centavos as Intl's pt-BR BRL currency: 990 → "R$ 9,90", with U+00A0 after "R$". */
export function formatCentsBRL(cents: number): string {
  const value = cents / 100;
  const text = `R$\u00a0${unsigned(Math.abs(value), 2, 2)}`;
  return isNegative(value) ? `-${text}` : text;
}

const twoDigits = (n: number) => String(n).padStart(2, "0");

/** Intl refuses an Invalid Date with this same error rather than printing "NaN/NaN/NaN". */
function checked(date: Date): Date {
  if (Number.isNaN(date.getTime())) throw new RangeError("Invalid time value");
  return date;
}

// Intl's "numeric" year: no padding, and years before 1 AD counted back in the other era.
const year = (fullYear: number) => String(fullYear > 0 ? fullYear : 1 - fullYear);

/** "22/11/2026" in the device's time zone, like `Intl.DateTimeFormat("pt-BR").format(date)`. */
export const formatDateLocal = (date: Date) =>
  `${twoDigits(checked(date).getDate())}/${twoDigits(date.getMonth() + 1)}/${year(date.getFullYear())}`;

/** "22/11/2026" read in UTC: calendar days stored as midnight UTC stay on their day everywhere. */
export const formatDateUTC = (date: Date) =>
  `${twoDigits(checked(date).getUTCDate())}/${twoDigits(date.getUTCMonth() + 1)}/${year(date.getUTCFullYear())}`;

/** "22/11" read in UTC, like Intl's { day: "2-digit", month: "2-digit", timeZone: "UTC" }. */
export const formatDayMonthUTC = (date: Date) =>
  `${twoDigits(checked(date).getUTCDate())}/${twoDigits(date.getUTCMonth() + 1)}`;

/** "14:05" in the device's time zone (24 hours, midnight "00:00"), like { hour, minute: "2-digit" }. */
export const formatTimeLocal = (date: Date) =>
  `${twoDigits(checked(date).getHours())}:${twoDigits(date.getMinutes())}`;

/** "22/11, 14:05" in the device's time zone, like { day, month, hour, minute: "2-digit" }. */
export const formatDayMonthTimeLocal = (date: Date) =>
  `${twoDigits(date.getDate())}/${twoDigits(date.getMonth() + 1)}, ${formatTimeLocal(date)}`;

/** "24 de novembro de 2026" read in UTC, like { day: "numeric", month: "long", year: "numeric" }. */
export const formatLongDateUTC = (date: Date) =>
  `${checked(date).getUTCDate()} de ${MONTHS[date.getUTCMonth()]} de ${year(date.getUTCFullYear())}`;

/** "a, b e c", like `new Intl.ListFormat("pt-BR", { type: "conjunction" }).format(items)`. */
export function formatList(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? "";
  return `${items.slice(0, -1).join(", ")} e ${items[items.length - 1]}`;
}
