import { formatDateUTC, formatDayMonthUTC, formatNumber } from "@/lib/pt-br-format";

// Menu dates are calendar days (YYYY-MM-DD): read in UTC so no time zone moves them a day back.
const at = (isoDate: string) => new Date(`${isoDate.slice(0, 10)}T00:00:00Z`);

/** "2026-03-23" → "23/03/2026". */
export const formatMenuDate = (isoDate: string) => formatDateUTC(at(isoDate));

/** "2026-03-23" → "23/03". */
export const formatDayMonth = (isoDate: string) => formatDayMonthUTC(at(isoDate));

/** 1850 → "1.850". */
export const formatKcal = (value: number) => formatNumber(value, { maximumFractionDigits: 0 });

/** "Segunda-feira" → "Seg"; "Sábado" → "Sáb". */
export const shortDay = (day: string) => day.slice(0, 3);
