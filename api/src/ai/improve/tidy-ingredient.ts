import {
  fold,
  formatAmountRange,
  pluralize,
  readIngredientLine,
  singularize,
  type IngredientLineReading,
  type Unit,
} from "@chefzap/shared";

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

// "1 colher cha fermento": a qualifier typed without its parenthesis, which the parser reads as the food.
const BARE_QUALIFIER = /^(sopa|cha|sobremesa|cafe)\s+(?=\p{L})/u;
const QUALIFIED_UNIT: Partial<Record<Unit, Record<string, Unit>>> = {
  colher_sopa: { sopa: "colher_sopa", cha: "colher_cha", sobremesa: "colher_sobremesa", cafe: "colher_cafe" },
  xicara: { cha: "xicara", cafe: "xicara_cafe" },
};
// Between the unit and the food there is already "de" ("2 xícaras de farinha", "1 lata do creme",
// "1 copo d'água").
const OF_BETWEEN = /(?:^|\s)d(?:[eoa]s?(?:\s|$)|['’])/u;
// "1 colher (sopa) rasa açúcar": the size belongs to the measure, so "de" goes after it.
const SIZE = /^(?:bem\s+)?(?:rasas?|cheias?|generosas?|grandes?|pequen[oa]s?|medi[oa]s?|nivelad[oa]s?)\s+/u;

export interface TidiedLine {
  line: string;
  /** What changed, for the list the author reads. */
  unmarked: boolean;
  measured: boolean;
  toTaste: boolean;
  /** "de" put between the measure and the food ("500 g de peito de frango"). */
  joined: boolean;
}

type Edit = { start: number; end: number; text: string };

/** The unit written in full and in the amount's number; a qualifier typed bare is taken into it. */
function unitEdit(reading: IngredientLineReading, plural: boolean): { edit?: Edit; bodyStart: number } {
  const { parts } = reading;
  const unit = parts.unit!;
  const body = parts.folded.slice(parts.bodyStart);
  const written = parts.raw.slice(unit.written.start, unit.written.end);
  const qualifier = /[(]|sopa|ch[aá]|sobremesa|caf[eé]/iu.test(written) ? null : BARE_QUALIFIER.exec(body);
  const measure = qualifier ? QUALIFIED_UNIT[unit.unit]?.[qualifier[1]!] : unit.unit;
  if (qualifier && measure) {
    const label = UNIT_LABELS[measure]!;
    const end = parts.bodyStart + qualifier[0].trimEnd().length;
    return {
      edit: { ...unit.written, end, text: label[plural ? 1 : 0] },
      bodyStart: parts.bodyStart + qualifier[0].length,
    };
  }
  if (unit.half) return { bodyStart: parts.bodyStart };
  const label = UNIT_LABELS[unit.unit];
  if (label) return { edit: { ...unit.written, text: label[plural ? 1 : 0] }, bodyStart: parts.bodyStart };
  // "2 lata", "3 dente": a unit word in full takes the amount's number.
  const single = /^\p{L}+$/u.test(written) && singularize(written) === written;
  const text = plural && single ? pluralize(written) : written;
  return { edit: text === written ? undefined : { ...unit.written, text }, bodyStart: parts.bodyStart };
}

/** "de" between a measure and its food, where the author left it out ("500 g peito de frango"). */
function ofEdit(reading: IngredientLineReading, bodyStart: number): Edit | undefined {
  const { parts, parsed } = reading;
  if (!parts.unit || parsed.toTaste || bodyStart >= parts.raw.trimEnd().length) return undefined;
  if (OF_BETWEEN.test(parts.folded.slice(parts.unit.written.end, bodyStart + 3))) return undefined;
  if (!/^\p{L}/u.test(parts.raw.slice(bodyStart))) return undefined;
  const at = bodyStart + (SIZE.exec(parts.folded.slice(bodyStart))?.[0].length ?? 0);
  if (OF_BETWEEN.test(parts.folded.slice(bodyStart, at + 3))) return undefined;
  return { start: at, end: at, text: "de " };
}

/**
 * One ingredient line written the way the app's recipes are: list marks dropped, amounts as glyphs or
 * one decimal ("1/2" → "½", "1,5" → "1 ½"), measured units in full ("2 xic" → "2 xícaras (chá)",
 * "200g" → "200 g"), bare seasonings "a gosto". The food, its notes and the author's words stay.
 */
export function tidyIngredientLine(raw: string): TidiedLine {
  const unmarkedLine = raw.replace(LIST_MARK, "").trim();
  const unmarked = unmarkedLine !== raw.trim();
  const reading = readIngredientLine(unmarkedLine);
  const { parts, parsed } = reading;
  const line = unmarkedLine;
  const edits: Edit[] = [];
  let joined = false;
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
    if (unit) {
      const { edit, bodyStart } = unitEdit(reading, plural);
      if (edit) edits.push(edit);
      const of = ofEdit(reading, bodyStart);
      if (of) edits.push(of);
      joined = of !== undefined;
    }
  }
  let tidied = applyEdits(line, edits);
  const toTaste = !amount && !parsed.toTaste && TO_TASTE.has(fold(parsed.food).trim());
  if (toTaste) tidied = `${tidied} a gosto`;
  const measured = amount !== null && tidied !== line;
  return { line: tidied, unmarked, measured, toTaste, joined };
}

function applyEdits(line: string, edits: Edit[]): string {
  let out = "";
  let from = 0;
  for (const edit of edits.sort((a, b) => a.start - b.start)) {
    out += line.slice(from, edit.start) + edit.text;
    from = edit.end;
  }
  return (out + line.slice(from)).replace(/\s{2,}/g, " ").trim();
}
