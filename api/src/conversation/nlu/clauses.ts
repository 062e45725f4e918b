/**
 * A message cut where a second request may start: a sentence break, or "e" / "depois" / "também"
 * before a verb of asking ("…e manda a lista", "depois me diz as calorias"). One piece when there is no
 * such place, so a plain list ("frango e batata") stays whole.
 */
const BREAK =
  /[.?!;\n]+|\s+(?:e|e depois|depois|tambem|também|aproveita e)\s+(?=(?:(?:me|ja|já|ai|aí)\s+){0,2}(?:manda|mande|passa|passe|mostra|mostre|fala|diz|diga|calcula|faz|faça|faca|monta|gera|ve|vê|quero|queria)\b)/i;

export function clausesOf(text: string): string[] {
  return text
    .split(BREAK)
    .map((part) => part?.trim() ?? "")
    .filter((part) => /[\p{L}\p{N}]/u.test(part));
}

/**
 * The pieces of a message joined by a bare "e" ("me passa as calorias e a lista de compras"), to be
 * read each on its own; a list of foods cut this way reads as one request, so nothing changes for it.
 */
export function andPieces(text: string): string[] {
  return text
    .split(/\s+e\s+/i)
    .map((part) => part.trim())
    .filter((part) => /[\p{L}\p{N}]/u.test(part))
    .slice(0, 4);
}
