const integer = new Intl.NumberFormat("pt-BR");
const decimal = new Intl.NumberFormat("pt-BR", { maximumFractionDigits: 1 });
const percent = new Intl.NumberFormat("pt-BR", { style: "percent", maximumFractionDigits: 1 });

/** 12345 → "12.345". */
export const formatInteger = (n: number) => integer.format(n);

/** 2.456 → "2,5". */
export const formatDecimal = (n: number) => decimal.format(n);

/** The api sends rates as fractions: 0.125 → "12,5%". */
export const formatPercent = (fraction: number) => percent.format(fraction);

/** Stars × 10 (the community's scale) as stars with one decimal: 45 → "4,5"; "N/A" without votes. */
export function formatRating(timesTen: number | null | undefined): string {
  return timesTen === null || timesTen === undefined ? "N/A" : decimal.format(timesTen / 10);
}

/** Seconds as the largest units that matter: 93784 → "1 d 2 h 3 min". */
export function formatDuration(seconds: number): string {
  const days = Math.floor(seconds / 86400);
  const hours = Math.floor((seconds % 86400) / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  const parts = [days && `${days} d`, hours && `${hours} h`, `${minutes} min`].filter(Boolean);
  return seconds < 60 ? `${Math.floor(seconds)} s` : parts.join(" ");
}

/** Bytes in binary units with a pt-BR decimal comma: 1610612736 → "1,5 GB". */
export function formatBytes(bytes: number): string {
  const units = ["B", "KB", "MB", "GB", "TB"];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  return `${decimal.format(value)} ${units[unit]}`;
}

/** "YYYY-MM-DD" day buckets as "22/11" on chart axes (parsed as a calendar day, not a UTC instant). */
export function formatDay(day: string): string {
  const [, month, date] = day.split("-");
  return `${date}/${month}`;
}
