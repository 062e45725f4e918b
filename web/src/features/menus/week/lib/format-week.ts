// Menu dates are calendar days (YYYY-MM-DD): read in UTC so no time zone moves them a day back.
const fullDate = new Intl.DateTimeFormat("pt-BR", { timeZone: "UTC" });
const dayMonth = new Intl.DateTimeFormat("pt-BR", { timeZone: "UTC", day: "2-digit", month: "2-digit" });
const integer = new Intl.NumberFormat("pt-BR", { maximumFractionDigits: 0 });

const at = (isoDate: string) => new Date(`${isoDate.slice(0, 10)}T00:00:00Z`);

/** "2026-03-23" → "23/03/2026". */
export const formatMenuDate = (isoDate: string) => fullDate.format(at(isoDate));

/** "2026-03-23" → "23/03". */
export const formatDayMonth = (isoDate: string) => dayMonth.format(at(isoDate));

/** 1850 → "1.850". */
export const formatKcal = (value: number) => integer.format(value);

/** "Segunda-feira" → "Seg"; "Sábado" → "Sáb". */
export const shortDay = (day: string) => day.slice(0, 3);
