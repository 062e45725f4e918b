import { z } from "zod";

/**
 * `array`, refused on its length before any item is parsed: zod checks an array's `.max()` only after
 * parsing every item, so a 50,000-item payload would run every item's checks just to be turned away.
 * Anything but an array passes through, for `array` to report its own type error.
 */
export function boundedList<S extends z.ZodType<unknown, unknown[]>>(max: number, message: string, array: S) {
  const short = z.custom<unknown[]>((v) => !Array.isArray(v) || v.length <= max, { message });
  return short.pipe(array);
}
