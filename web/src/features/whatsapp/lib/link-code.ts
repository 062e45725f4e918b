/** The api's code lifetime (the "linking a number" rules): ten minutes. */
export const CODE_TTL_MS = 10 * 60 * 1000;

/** What the person types in the WhatsApp chat; the bot reads exactly this. */
export const linkMessage = (code: string) => `vincular ${code}`;

/** 585 → "9:45". */
export function clockText(seconds: number): string {
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, "0")}`;
}

/**
 * The api's expiry on this device's clock. A phone set minutes off would otherwise show a fresh code
 * as expired, or a dead one as live; a code never lives past the TTL, so an expiry further off than
 * that, or already past, says more about the clock than the code.
 */
export function localExpiry(expiresAt: string, now = Date.now()): number {
  const left = Date.parse(expiresAt) - now;
  return now + (left > 0 && left <= CODE_TTL_MS ? left : CODE_TTL_MS);
}
