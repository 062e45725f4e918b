import { fold, formatAmountRange, readIngredientLine, type Unit } from "@chefzap/shared";

/** How a measured unit is written in full, singular and plural, as the offline chef writes its own. */
const UNIT_LABELS: Partial<Record<Unit, readonly [string, string]>> = {
  xicara: ["xícara (chá)", "xícaras (chá)"],
  xicara_cafe: ["xícara (café)", "xícaras (café)"],
  colher_sopa: ["colher (sopa)", "colheres (sopa)"],
  colher_sobremesa: ["colher (sobremesa)", "colheres (sobremesa)"],
  colher_cha: ["colher (chá)", "colheres (chá)"],
  colher_cafe: ["colher (café)", "colheres (café)"],
  copo_americano: ["copo americano", "copos americanos"],
  g: ["g", "g"],
  kg: ["kg", "kg"],
  mg: ["mg", "mg"],
  ml: ["ml", "ml"],
  l: ["litro", "litros"],
  pacote: ["pacote", "pacotes"],
};

// Seasonings a cook adds by taste: listed without an amount, they read "a gosto".
const TO_TASTE = new Set([
  "sal",
  "pimenta",
  "pimenta do reino",
  "pimenta-do-reino",
  "cheiro verde",
  "cheiro-verde",
  "salsinha",
  "cebolinha",
  "coentro",
  "oregano",
  "cominho",
  "paprica",
  "noz moscada",
  "noz-moscada",
]);

const LIST_MARK = /^\s*(?:[-*•·▪●◦‣>✓✔]+\s*|\d{1,2}[.)]\s+(?=\d|½|¼|¾))/u;

/** An amount its glyph or one decimal writes exactly (½, 1 ½, 0,3), never a third turned into "0,3". */
function exactlyWritable(value: number): boolean {
  return (
    Number.isInteger(Math.round(value * 4 * 1e6) / 1e6) ||
    Number.isInteger(Math.round(value * 10 * 1e6) / 1e6)
  );
}

export interface TidiedLine {
  line: string;
  /** What changed, for the list the author reads. */
  unmarked: boolean;
  measured: boolean;
  toTaste: boolean;
}

/**
 * One ingredient line written the way the app's recipes are: list marks dropped, amounts as glyphs or
 * one decimal ("1/2" → "½", "1,5" → "1 ½"), measured units in full ("2 xic" → "2 xícaras (chá)",
 * "200g" → "200 g"), bare seasonings "a gosto". The food, its notes and the author's words stay.
 */
export function tidyIngredientLine(raw: string): TidiedLine {
  const unmarkedLine = raw.replace(LIST_MARK, "").trim();
  const unmarked = unmarkedLine !== raw.trim();
  const { parts, parsed } = readIngredientLine(unmarkedLine);
  const line = unmarkedLine;
  const edits: Array<{ start: number; end: number; text: string }> = [];
  const { amount, unit } = parts;
  if (amount) {
    const plural = (amount.high ?? amount.low) >= 2;
    const writable = exactlyWritable(amount.low) && (amount.high === null || exactlyWritable(amount.high));
    const end = parts.spelled?.end ?? amount.end;
    const glued = unit !== null && unit.written.start === end;
    if (writable) {
      const text = formatAmountRange(amount.low, amount.high, { mixedFractions: true });
      edits.push({ start: amount.start, end, text: text + (glued ? " " : "") });
      // "e meia" is inside the amount just written ("1 xícara e meia" → "1 ½ xícara").
      if (unit?.half) edits.push({ ...unit.half, text: "" });
    } else if (glued) edits.push({ start: end, end, text: " " });
    const label = unit && !unit.half ? UNIT_LABELS[unit.unit] : undefined;
    if (label && unit) edits.push({ ...unit.written, text: label[plural ? 1 : 0] });
  }
  let tidied = applyEdits(line, edits);
  const toTaste = !amount && !parsed.toTaste && TO_TASTE.has(fold(parsed.food).trim());
  if (toTaste) tidied = `${tidied} a gosto`;
  const measured = amount !== null && tidied !== line;
  return { line: tidied, unmarked, measured, toTaste };
}

function applyEdits(line: string, edits: Array<{ start: number; end: number; text: string }>): string {
  let out = "";
  let from = 0;
  for (const edit of edits.sort((a, b) => a.start - b.start)) {
    out += line.slice(from, edit.start) + edit.text;
    from = edit.end;
  }
  return (out + line.slice(from)).replace(/\s{2,}/g, " ").trim();
}
