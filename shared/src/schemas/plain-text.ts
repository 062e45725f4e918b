import { z } from "zod";

// Controls other than newline and tab, zero-width characters and bidirectional overrides: invisible,
// and the overrides can make a comment read differently from what it says.
const INVISIBLE =
  // eslint-disable-next-line no-control-regex -- finding control characters is the point
  /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u200b-\u200f\u202a-\u202e\u2060-\u2069\ufeff]/g;

/**
 * Text other people will read, as plain text: Unicode-normalised, invisible characters dropped, spaces
 * collapsed, at most one blank line in a row, trimmed. Markup is not stripped, since "<" is a fine
 * thing to write in a recipe: every client shows this as text, never as HTML.
 */
export function cleanPlainText(text: string, { multiline = true } = {}): string {
  const lines = text
    .normalize("NFC")
    .replace(/\r\n?/g, "\n")
    .replace(INVISIBLE, "")
    .split("\n")
    .map((line) => line.replace(/[\t\p{Zs}]+/gu, " ").trim());
  if (!multiline) return lines.filter(Boolean).join(" ");
  return lines
    .join("\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}

/** A required plain-text field: cleaned, then bounded, with the pt-BR messages given. */
export function plainText(
  max: number,
  tooLong: string,
  { required = "Preencha este campo.", multiline = true }: { required?: string; multiline?: boolean } = {},
) {
  return z
    .string(required)
    .transform((text) => cleanPlainText(text, { multiline }))
    .pipe(z.string().min(1, required).max(max, tooLong));
}

/** An optional plain-text field: null, missing and blank all come out as undefined. */
export function optionalPlainText(max: number, tooLong: string, { multiline = true } = {}) {
  return z
    .string()
    .nullish()
    .transform((text) => (text ? cleanPlainText(text, { multiline }) : ""))
    .pipe(z.string().max(max, tooLong))
    .transform((text) => text || undefined);
}
