import { phraseKey } from "@chefzap/shared";
import { readCsv } from "./csv.ts";
import { indexOfPhrase } from "./normalize.ts";

export interface Allergen {
  id: string;
  /** Short pt-BR label for chips and lists. */
  label: string;
  /** The regulation's wording, with its scientific names. */
  name: string;
  keywords: string[];
  /** Phrases that contain a keyword but not the allergen ("leite de coco", "noz-moscada"). */
  hints: string[];
}

const LABELS: Record<string, string> = {
  gluten: "Glúten",
  crustaceos: "Crustáceos",
  ovos: "Ovos",
  peixes: "Peixes",
  amendoim: "Amendoim",
  soja: "Soja",
  leite: "Leite",
  amendoa: "Amêndoa",
  avela: "Avelã",
  castanha_de_caju: "Castanha-de-caju",
  castanha_do_para: "Castanha-do-pará",
  macadamia: "Macadâmia",
  nozes: "Nozes",
  peca: "Pecã",
  pistache: "Pistache",
  pinoli: "Pinoli",
  castanhas: "Castanha (Castanea)",
  latex_natural: "Látex natural",
  lactose: "Lactose",
};

let allergens: Allergen[] | undefined;

/** The 18 ANVISA RDC 26/2015 items plus lactose, in the CSV's order, read once from api/data. */
export function allergenTable(): Allergen[] {
  allergens ??= inheritMilkHints(
    readCsv("allergens/allergens_br.csv").map((row) => ({
      id: row.allergen_id!,
      label: LABELS[row.allergen_id!] ?? row.name_pt!,
      name: row.name_pt!,
      keywords: splitList(row.keywords!).map(phraseKey).filter(Boolean),
      hints: splitList(row.false_positive_hints!).flatMap(hintPhrases),
    })),
  );
  return allergens;
}

/**
 * Lactose comes only from milk, so whatever is not milk ("manteiga de amendoim", "leite de amêndoas")
 * has no lactose either; the CSV lists those hints under milk only.
 */
function inheritMilkHints(table: Allergen[]): Allergen[] {
  const milk = table.find((a) => a.id === "leite");
  const lactose = table.find((a) => a.id === "lactose");
  if (milk && lactose) lactose.hints = [...new Set([...lactose.hints, ...milk.hints])];
  return table;
}

/** A food that commonly carries an allergen without always doing so: "pode conter", by the line. */
export interface MayContain {
  phrase: string;
  ids: string[];
  /** Nothing is added when the line already names one of these ("macarrão com ovos"). */
  unless: string[];
  /** Phrases that name another food with the same word ("macarrão de arroz", "pimenta calabresa"). */
  notWhen: string[];
}

let mayContain: MayContain[] | undefined;

/** api/data/allergens/may_contain.csv: each row's reason is in the file, for whoever edits it. */
export function mayContainTable(): MayContain[] {
  const known = new Set(allergenIds());
  const ids = (cell: string | undefined, phrase: string) =>
    splitList(cell ?? "").map((id) => {
      if (!known.has(id)) throw new Error(`may_contain.csv: "${phrase}" names an unknown allergen "${id}"`);
      return id;
    });
  mayContain ??= readCsv("allergens/may_contain.csv").map((row) => ({
    phrase: phraseKey(row.phrase!),
    ids: ids(row.allergens, row.phrase!),
    unless: ids(row.unless, row.phrase!),
    notWhen: splitList(row.not_when ?? "").map(phraseKey),
  }));
  return mayContain;
}

export function allergenIds(): string[] {
  return allergenTable().map((a) => a.id);
}

/** Splits on ";" outside parentheses: "ovo de Páscoa (chocolate; verificar rótulo)" stays whole. */
function splitList(text: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let current = "";
  for (const ch of text) {
    if (ch === "(") depth++;
    if (ch === ")") depth = Math.max(0, depth - 1);
    if (ch === ";" && depth === 0) {
      parts.push(current);
      current = "";
    } else current += ch;
  }
  return [...parts, current].map((p) => p.trim()).filter(Boolean);
}

/**
 * A hint is free text ("noz-moscada (especiaria, não é noz)"); the phrase is what comes before the
 * explanation. Hints that state a presence ("'cajuzinho' doce contém amendoim") are not exclusions.
 */
function hintPhrases(hint: string): string[] {
  if (/\bcont[eé]m\b/i.test(hint)) return [];
  const phrase = hint
    .replace(/\([^)]*\)/g, " ")
    .split(/\s(?:n[ãa]o|NÃO|é|são|que)\s/)[0]!
    .replace(/^produtos\s+/i, "");
  return phrase
    .split("/")
    .map(phraseKey)
    .filter((p) => p.length > 0);
}

export interface KeywordHit {
  allergen: Allergen;
  /** Where the keyword sits in the folded line, to tell "pode conter X" from plain X. */
  at: number;
}

/** Keyword matches in one line, minus those a false-positive hint covers. */
export function keywordHits(line: string): KeywordHit[] {
  const text = phraseKey(line);
  const hits: KeywordHit[] = [];
  for (const allergen of allergenTable()) {
    const at = firstUncovered(text, allergen);
    if (at >= 0) hits.push({ allergen, at });
  }
  return hits;
}

function firstUncovered(text: string, allergen: Allergen): number {
  let first = -1;
  for (const keyword of allergen.keywords) {
    for (let from = 0; ;) {
      const at = indexOfPhrase(text, keyword, from);
      if (at < 0) break;
      if (!covered(text, at, at + keyword.length, allergen.hints)) {
        if (first < 0 || at < first) first = at;
        break;
      }
      from = at + 1;
    }
  }
  return first;
}

function covered(text: string, start: number, end: number, hints: string[]): boolean {
  return hints.some((hint) => {
    for (let from = 0; ;) {
      const at = indexOfPhrase(text, hint, from);
      if (at < 0) return false;
      if (at <= start && at + hint.length >= end) return true;
      from = at + 1;
    }
  });
}
