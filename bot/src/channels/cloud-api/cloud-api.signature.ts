import { createHash, createHmac, timingSafeEqual } from "node:crypto";

/** `X-Hub-Signature-256: sha256=<hex>`: an HMAC-SHA256 of the body exactly as sent, keyed by the app secret. */
export function isSignedByMeta(
  rawBody: Buffer,
  header: string | string[] | undefined,
  appSecret: string,
): boolean {
  if (typeof header !== "string" || !header.startsWith("sha256=")) return false;
  const given = Buffer.from(header.slice("sha256=".length), "hex");
  const expected = createHmac("sha256", appSecret).update(rawBody).digest();
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** Compares through hashes, so neither the content nor the length of the token leaks through timing. */
export function sameSecret(given: string | null, expected: string): boolean {
  if (given === null) return false;
  const digest = (value: string) => createHash("sha256").update(value).digest();
  return timingSafeEqual(digest(given), digest(expected));
}
