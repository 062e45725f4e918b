/** Keeps at most 11 digits and formats them as the user types: (DD) NNNNN-NNNN. */
export function formatWhatsapp(input: string): string {
  const digits = input.replace(/\D/g, "").slice(0, 11);
  if (digits.length === 0) return "";
  if (digits.length <= 2) return `(${digits}`;
  const area = digits.slice(0, 2);
  const rest = digits.slice(2);
  // Eight-digit landlines split 4-4; mobiles (nine digits) split 5-4.
  const head = rest.length > 8 ? rest.slice(0, 5) : rest.slice(0, 4);
  const tail = rest.slice(head.length);
  return tail ? `(${area}) ${head}-${tail}` : `(${area}) ${head}`;
}

/** Room for "+55 (11) 98765-4321" with generous spacing; longer text is refused before it is scanned. */
export const WHATSAPP_MAX_LENGTH = 32;

/** A Brazilian number: a two-digit area code (11–99) followed by 8 or 9 digits. */
export function isValidWhatsapp(input: string): boolean {
  if (input.length > WHATSAPP_MAX_LENGTH) return false;
  const digits = input.replace(/\D/g, "");
  return /^[1-9][1-9]\d{8,9}$/.test(digits);
}

/** Digits only, as stored: "11987654321". */
export function normalizeWhatsapp(input: string): string {
  return input.replace(/\D/g, "");
}
